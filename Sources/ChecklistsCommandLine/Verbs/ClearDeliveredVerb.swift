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
    /// Its forms, as its usage and the man page's synopsis show them.
    static let synopsis = [
        tr("clear-delivered ID..."),
        tr("clear-delivered --all"),
    ]
    /// Its arguments that are not options.
    static let arguments: [ArgumentDeclaration] = [
        ArgumentDeclaration("ID", "identifier", variadic: true)
    ]
    /// Its options, as its help and the completions show them.
    static let options: [OptionDeclaration] = [
        .flag("--all", "All of them", help: tr("Forget every delivered notification of Checklists"), conflicts: ["*"])
    ]

    /// What it does, in its help.
    static let about = tr(
        """
        Forgets delivered notifications, so that they are no longer listed by
        "checklists delivered". Unknown identifiers are ignored. Give identifiers or --all,
        not both.
        """)
    /// Its help has nothing after the options.
    static let epilogue: String? = nil

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
