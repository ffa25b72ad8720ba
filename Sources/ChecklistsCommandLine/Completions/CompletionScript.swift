/// The shell completion scripts of `checklists`, made from the commands' declarations
/// (`Verb.allCases`): data/completions holds them as `make completions` writes them.
public enum CompletionScript {
    /// A shell with a completion script.
    public enum Shell: String, CaseIterable, Sendable {
        /// Bash, with bash-completion.
        case bash
        /// Zsh.
        case zsh
        /// Fish.
        case fish

        /// The script's file name under data/completions.
        public var fileName: String {
            switch self {
            case .bash: "checklists.bash"
            case .zsh: "_checklists"
            case .fish: "checklists.fish"
            }
        }
    }

    /// The script for `shell`.
    public static func script(for shell: Shell) -> String {
        switch shell {
        case .bash: BashCompletion.script
        case .zsh: ZshCompletion.script
        case .fish: FishCompletion.script
        }
    }

    /// The hidden option that prints a script: `checklists --generate-completion-script SHELL`.
    static let option = "--generate-completion-script"

    /// The options of `checklists` without a command (`--help` aside).
    static let topLevelOptions: [OptionDeclaration] = [
        .flag(
            "--background", "Start in the tray without the window",
            help: "Starts in the tray without the window (what Start at login runs)")
    ]

    /// What `help` is, as the completions describe it.
    static let helpSummary = "Explain a command"

    /// The command names, `help` last.
    static var commandNames: [String] { Verb.allCases.map(\.rawValue) + ["help"] }
}
