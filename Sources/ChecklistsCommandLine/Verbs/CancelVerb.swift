import RemindersClient
import Translations

/// Cancels pending requests: `cancel ID...` or `cancel --all`.
enum CancelVerb: VerbDefinition {
    static let name = "cancel"
    static let group = VerbGroup.notifications
    static let summary = tr("Cancel scheduled notifications")
    static let synopsis = [
        "cancel ID...",
        "cancel --all",
    ]
    static let arguments: [ArgumentDeclaration] = [
        ArgumentDeclaration("ID", "identifier", variadic: true)
    ]
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
