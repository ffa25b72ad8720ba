import RemindersClient
import Translations

/// Cancels pending requests: `cancel ID...` or `cancel --all`.
enum CancelVerb: VerbDefinition {
    /// The name typed on the command line.
    static let name = "cancel"
    /// The overview lists it under this heading.
    static let group = VerbGroup.notifications
    /// Its line in the overview.
    static let summary = tr("Cancel scheduled notifications")
    /// Its forms, as the man page's synopsis shows them.
    static let synopsis = [
        "cancel ID...",
        "cancel --all",
    ]
    /// Its arguments that are not options.
    static let arguments: [ArgumentDeclaration] = [
        ArgumentDeclaration("ID", "identifier", variadic: true)
    ]
    /// Its options, as completions offer them.
    static let options: [OptionDeclaration] = [
        .flag("--all", "All of them", conflicts: ["*"])
    ]

    /// `checklists cancel --help`.
    static let help = tr(
        """
        Usage: checklists cancel ID...
               checklists cancel --all

        Cancels scheduled notifications so that they are not delivered. Unknown identifiers
        are ignored. Give identifiers or --all, not both.

        Options:
          --all              Cancel every scheduled notification of Checklists
          -h, --help         Show this help

        """)

    /// The command its arguments ask for.
    static func parse(_ reader: inout ArgumentReader, with parser: CommandParser) throws(CommandLineError) -> Command {
        .cancel(try SelectionParser.selection(&reader, verb: name))
    }

    /// Cancels the pending requests selected.
    static func run(_ selection: IdentifierSelection, with runner: CommandRunner) throws(CommandLineError) {
        let (service, app) = (runner.service, runner.appIdentifier)
        switch selection {
        case .all: try runner.client { () throws(RemindersClientError) in try service.removeAllPending(app: app) }
        case .identifiers(let identifiers):
            try runner.client { () throws(RemindersClientError) in try service.removePending(identifiers, app: app) }
        }
    }
}
