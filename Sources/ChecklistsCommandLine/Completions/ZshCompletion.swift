/// The zsh completion script: commands with what they do, each command's options with
/// what they do and which exclude which, and the values of options and arguments.
enum ZshCompletion {
    /// The whole script.
    static var script: String {
        let commands = Verb.allCases.map { "        '\($0.rawValue):\(quoted($0.definition.summary))'\n" }.joined()
        let topLevel = CompletionScript.topLevelOptions.map { " '\(spec($0))'" }.joined()
        return """
            #compdef checklists
            # Zsh completion for checklists: its commands, and each command's options and values.
            # Made from the commands' declarations by "make completions"; do not edit.
            # Installed as _checklists in a folder of $fpath (Debian: /usr/share/zsh/vendor-completions).

            _checklists() {
                local -a commands
                commands=(
            \(commands)        'help:\(CompletionScript.helpSummary)'
                )
                local -a help
                help=('(- *)'{-h,--help}'[Show the help]')

                if (( CURRENT == 2 )); then
                    _describe -t commands 'checklists command' commands
                    _arguments $help\(topLevel)
                    return
                fi

                local verb=$words[2]
                shift words
                (( CURRENT-- ))
                case $verb in
            \(Verb.allCases.map { verbCase($0.definition) }.joined())        help)
                        _describe -t commands 'checklists command' commands ;;
                esac
            }

            _checklists "$@"

            """
    }

    /// The case of one command: `_arguments` with its options and arguments.
    private static func verbCase(_ verb: any VerbDefinition.Type) -> String {
        let specs =
            ["$help"] + verb.options.map { "'\(spec($0))'" }
            + verb.arguments.map { argument in
                "'\(argument.variadic ? "*" : ""):\(message(argument.summary)):\(action(argument.completion))'"
            }
        return "        \(verb.name))\n            _arguments \(specs.joined(separator: " \\\n                ")) ;;\n"
    }

    /// An option as `_arguments` takes it: exclusions, repeatability, name, description, value.
    private static func spec(_ option: OptionDeclaration) -> String {
        let exclusions = option.conflicts.isEmpty ? "" : "(\(option.conflicts.joined(separator: " ")))"
        let repeated = option.repeatable ? "*" : ""
        let description = "[\(quoted(option.summary).replacing("]", with: "\\]"))]"
        guard let valueName = option.valueName else { return exclusions + option.name + description }
        return exclusions + repeated + option.name + "=" + description + ":\(message(valueName)):"
            + action(option.completion)
    }

    /// How zsh completes a value.
    private static func action(_ completion: ValueCompletion) -> String {
        switch completion {
        case .text: " "
        case .file: "_files"
        case .image: "_files -g \"*.(png|jpg|jpeg)\""
        case .url: "_urls"
        case .choices(let words): "(\(words.joined(separator: " ")))"
        }
    }

    /// A message after a colon of a spec: its own colons escaped.
    private static func message(_ text: String) -> String {
        quoted(text).replacing(":", with: "\\:")
    }

    /// Text for inside single quotes.
    private static func quoted(_ text: String) -> String {
        text.replacing("'", with: "'\\''")
    }
}
