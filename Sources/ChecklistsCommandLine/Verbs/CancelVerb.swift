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
    /// Its forms, as its usage and the man page's synopsis show them.
    static let synopsis = [
        tr("cancel ID..."),
        tr("cancel --all"),
    ]
    /// Its arguments that are not options.
    static let arguments: [ArgumentDeclaration] = [
        ArgumentDeclaration("ID", "identifier", variadic: true)
    ]
    /// Its options, as its help and the completions show them.
    static let options: [OptionDeclaration] = [
        .flag("--all", "All of them", help: tr("Cancel every scheduled notification of Checklists"), conflicts: ["*"])
    ]

    /// What it does, in its help.
    static let about = tr(
        """
        Cancels scheduled notifications so that they are not delivered. Unknown identifiers
        are ignored. Give identifiers or --all, not both.
        """)
    /// Its help has nothing after the options.
    static let epilogue: String? = nil

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
