/// The fish completion script: commands with what they do, each command's options with
/// what they do, and the values of options and arguments.
enum FishCompletion {
    /// The whole script.
    static var script: String {
        let prefix = "complete -c checklists -n"
        let none = "\(prefix) '__fish_checklists_using'"
        var lines = [
            "complete -c checklists -f",
            "complete -c checklists -s h -l help -d 'Show the help'",
        ]
        lines += CompletionScript.topLevelOptions.map { "\(none) -l \($0.name.dropFirst(2)) -d \(quoted($0.summary))" }
        lines += Verb.allCases.map { "\(none) -a \($0.rawValue) -d \(quoted($0.definition.summary))" }
        lines.append("\(none) -a help -d \(quoted(CompletionScript.helpSummary))")
        lines.append("\(prefix) '__fish_checklists_using help' -a \"$commands\"")
        for verb in Verb.allCases.map(\.definition) {
            lines.append("")
            let using = "\(prefix) '__fish_checklists_using \(verb.name)"
            for option in verb.options {
                lines.append("\(using)' -l \(option.name.dropFirst(2))\(value(option)) -d \(quoted(option.summary))")
            }
            for (position, argument) in verb.arguments.enumerated() {
                switch argument.completion {
                case .text, .url: break
                case .file, .image: lines.append("\(using)' -F")
                case .choices(let words):
                    let seen =
                        position == 0 ? "; and not __fish_seen_subcommand_from \(words.joined(separator: " "))" : ""
                    lines.append("\(using)\(seen)' -a \"\(words.joined(separator: " "))\"")
                }
            }
        }
        return """
            # Fish completion for checklists: its commands, and each command's options and values.
            # Made from the commands' declarations by "make completions"; do not edit.
            # Installed as fish/vendor_completions.d/checklists.fish.

            set -l commands \(CompletionScript.commandNames.joined(separator: " "))

            # Whether the command on the line is $argv[1], or there is none yet when no argument is given.
            function __fish_checklists_using
                set -l command
                set -l words (commandline -opc)
                set -e words[1]
                for word in $words
                    if not string match -q -- '-*' $word
                        set command $word
                        break
                    end
                end
                test "$command" = "$argv[1]"
            end

            \(lines.joined(separator: "\n"))

            """
    }

    /// The switches for an option's value: none for a flag, `-x` for text, `-r -F` for a file,
    /// `-x -a` for words.
    private static func value(_ option: OptionDeclaration) -> String {
        guard option.takesValue else { return "" }
        switch option.completion {
        case .text, .url: return " -x"
        case .file, .image: return " -r -F"
        case .choices(let words): return " -x -a \"\(words.joined(separator: " "))\""
        }
    }

    /// Text in single quotes.
    private static func quoted(_ text: String) -> String {
        "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
    }
}
