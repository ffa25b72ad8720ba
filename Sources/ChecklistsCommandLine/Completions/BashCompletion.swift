/// The bash completion script: commands, each command's options, the values of options
/// and arguments that have a set of words or are files.
enum BashCompletion {
    /// The whole script.
    static var script: String {
        """
        # Bash completion for checklists: its commands, and each command's options and values.
        # Made from the commands' declarations by "make completions"; do not edit.
        # Installed as bash-completion/completions/checklists; needs no other completion helpers.

        # How many arguments that are not options come after the command at $1 and before the
        # word being completed; $2 lists the command's options that take a value.
        _checklists_position() {
            local word count=0 skip=0
            for ((word = $1 + 1; word < COMP_CWORD; word++)); do
                if ((skip)); then skip=0; continue; fi
                case ${COMP_WORDS[word]} in
                    --*=*) ;;
                    -*) [[ " $2 " == *" ${COMP_WORDS[word]} "* ]] && skip=1 ;;
                    *) ((count++)) ;;
                esac
            done
            echo $count
        }

        _checklists() {
            local current=${COMP_WORDS[COMP_CWORD]}
            local previous=${COMP_WORDS[COMP_CWORD - 1]}
            local commands="\(CompletionScript.commandNames.joined(separator: " "))"

            local verb="" index
            for ((index = 1; index < COMP_CWORD; index++)); do
                case ${COMP_WORDS[index]} in
                    -*) ;;
                    *) verb=${COMP_WORDS[index]}; break ;;
                esac
            done

            if [[ -z $verb ]]; then
                if [[ $current == -* ]]; then
                    COMPREPLY=($(compgen -W "--help -h \(CompletionScript.topLevelOptions.map(\.name).joined(separator: " "))" -- "$current"))
                else
                    COMPREPLY=($(compgen -W "$commands" -- "$current"))
                fi
                return
            fi

            # Each command's options, those that take a value, and what each argument may be
            # ("@file": a file name).
            local options="" valued="" arguments=()
            case $verb in
                help)
                    [[ $COMP_CWORD -eq $((index + 1)) ]] && COMPREPLY=($(compgen -W "$commands" -- "$current"))
                    return
                    ;;
        \(Verb.allCases.map { verbCase($0.definition) }.joined())    esac

            if [[ $current == -* ]]; then
                COMPREPLY=($(compgen -W "$options --help" -- "$current"))
                return
            fi
            local position
            position=$(_checklists_position "$index" "$valued")
            case ${arguments[position]} in
                @file) COMPREPLY=($(compgen -f -- "$current")); compopt -o filenames 2>/dev/null ;;
                ?*) COMPREPLY=($(compgen -W "${arguments[position]}" -- "$current")) ;;
            esac
        }

        complete -F _checklists checklists

        """
    }

    /// The case of one command: the values of its options, its options, its arguments;
    /// nothing for a command without options.
    private static func verbCase(_ verb: any VerbDefinition.Type) -> String {
        guard !verb.options.isEmpty else { return "" }
        var lines = ["        \(verb.name))"]
        let valued = verb.options.filter(\.takesValue)
        if !valued.isEmpty {
            lines.append("            case $previous in")
            var completions: [String] = []
            for option in valued where !completions.contains(valueCompletion(option.completion)) {
                completions.append(valueCompletion(option.completion))
            }
            for completion in completions {
                let names = valued.filter { valueCompletion($0.completion) == completion }.map(\.name)
                lines.append("                \(names.joined(separator: " | "))) \(completion)return ;;")
            }
            lines.append("            esac")
        }
        if !verb.options.isEmpty {
            lines.append("            options=\"\(verb.options.map(\.name).joined(separator: " "))\"")
        }
        if !valued.isEmpty {
            lines.append("            valued=\"\(valued.map(\.name).joined(separator: " "))\"")
        }
        if verb.arguments.contains(where: { word($0.completion) != "" }) {
            let words = verb.arguments.map { "\"\(word($0.completion))\"" }
            lines.append("            arguments=(\(words.joined(separator: " ")))")
        }
        lines[lines.count - 1] += " ;;"
        return lines.joined(separator: "\n") + "\n"
    }

    /// What the value of an option completes to: commands, each ending in "; ", or nothing.
    private static func valueCompletion(_ completion: ValueCompletion) -> String {
        switch completion {
        case .text, .url: ""
        case .file, .image: "COMPREPLY=($(compgen -f -- \"$current\")); compopt -o filenames 2>/dev/null; "
        case .choices(let words): "COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$current\")); "
        }
    }

    /// An argument's entry in `arguments`: its words, "@file", or nothing.
    private static func word(_ completion: ValueCompletion) -> String {
        switch completion {
        case .text, .url: ""
        case .file, .image: "@file"
        case .choices(let words): words.joined(separator: " ")
        }
    }
}
