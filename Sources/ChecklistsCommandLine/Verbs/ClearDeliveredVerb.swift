import RemindersClient
import Translations

/// Forgets delivered notifications: `clear-delivered ID...` or `clear-delivered --all`.
enum ClearDeliveredVerb: VerbDefinition {
    /// The name typed on the command line.
    static let name = "clear-delivered"
    /// The overview lists it under this heading.
    static let group = VerbGroup.notifications
    /// Its line in the overview.
    static let summary = tr("Forget delivered notifications")
    /// Its forms, as the man page's synopsis shows them.
    static let synopsis = [
        "clear-delivered ID...",
        "clear-delivered --all",
    ]
    /// Its arguments that are not options.
    static let arguments: [ArgumentDeclaration] = [
        ArgumentDeclaration("ID", "identifier", variadic: true)
    ]
    /// Its options, as completions offer them.
    static let options: [OptionDeclaration] = [
        .flag("--all", "All of them", conflicts: ["*"])
    ]

    /// `checklists clear-delivered --help`.
    static let help = tr(
        """
        Usage: checklists clear-delivered ID...
               checklists clear-delivered --all

        Forgets delivered notifications, so that they are no longer listed by
        "checklists delivered". Unknown identifiers are ignored. Give identifiers or --all,
        not both.

        Options:
          --all              Forget every delivered notification of Checklists
          -h, --help         Show this help

        """)

    /// The command its arguments ask for.
    static func parse(_ reader: inout ArgumentReader, with parser: CommandParser) throws(CommandLineError) -> Command {
        .clearDelivered(try SelectionParser.selection(&reader, verb: name))
    }

    /// Forgets the delivered notifications selected.
    static func run(_ selection: IdentifierSelection, with runner: CommandRunner) throws(CommandLineError) {
        let (service, app) = (runner.service, runner.appIdentifier)
        switch selection {
        case .all: try runner.client { () throws(RemindersClientError) in try service.removeAllDelivered(app: app) }
        case .identifiers(let identifiers):
            try runner.client { () throws(RemindersClientError) in try service.removeDelivered(identifiers, app: app) }
        }
    }
}
