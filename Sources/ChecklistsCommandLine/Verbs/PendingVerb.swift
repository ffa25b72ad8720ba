import RemindersAPI
import RemindersClient
import Translations

/// Lists the pending requests: `pending [--json]`.
enum PendingVerb: VerbDefinition {
    /// The name typed on the command line.
    static let name = "pending"
    /// The overview lists it under this heading.
    static let group = VerbGroup.notifications
    /// Its line in the overview.
    static let summary = tr("List the notifications that are scheduled and not yet delivered")
    /// Its forms, as its usage and the man page's synopsis show them.
    static let synopsis = [
        tr("pending [--json]")
    ]
    /// Its arguments that are not options.
    static let arguments: [ArgumentDeclaration] = []
    /// Its options, as its help and the completions show them.
    static let options: [OptionDeclaration] = [
        .flag(
            "--json", "Print JSON",
            help: tr(
                """
                Print one JSON array instead of a table; each entry has id,
                title, subtitle, body, repeats, trigger and nextTriggerDate
                (ISO 8601 with the local UTC offset)
                """))
    ]

    /// What it does, in its help.
    static let about = tr(
        """
        Lists the notifications that are scheduled and not yet delivered, soonest first:
        when each fires next (local time), its identifier, its title and whether it repeats.
        """)
    /// Its help has nothing after the options.
    static let epilogue: String? = nil

    /// The command its arguments ask for.
    static func parse(_ reader: inout ArgumentReader, with parser: CommandParser) throws(CommandLineError) -> Command {
        .pending(json: try ListingOptionsParser.json(&reader, verb: name))
    }

    /// Prints the pending requests as a table, or as JSON a page at a time.
    static func run(json: Bool, with runner: CommandRunner) throws(CommandLineError) {
        let (service, app, zone) = (runner.service, runner.appIdentifier, runner.timeZone)
        try runner.printListing(
            asJSON: json,
            page: { page throws(RemindersClientError) in try service.pendingSummaries(app: app, page: page) },
            all: { () throws(RemindersClientError) in try service.pending(app: app) },
            json: { ListingJSON.pending($0, in: zone) },
            table: { ListingTables.pending($0, in: zone) })
    }
}
