import RemindersAPI
import RemindersClient
import Translations

/// Lists the delivered notifications: `delivered [--json]`.
enum DeliveredVerb: VerbDefinition {
    /// The name typed on the command line.
    static let name = "delivered"
    /// The overview lists it under this heading.
    static let group = VerbGroup.notifications
    /// Its line in the overview.
    static let summary = tr("List the notifications already delivered")
    /// Its forms, as its usage and the man page's synopsis show them.
    static let synopsis = [
        tr("delivered [--json]")
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
                title, subtitle, body, occurrenceDate, deliveredAt (ISO 8601
                with the local UTC offset), late and missed
                """))
    ]

    /// What it does, in its help.
    static let about = tr(
        """
        Lists the notifications already delivered, newest first: when each was delivered
        (local time), its identifier, its title, and whether it came late (missed while the
        computer was off or asleep) or was recorded as missed without a popup.
        """)
    /// Its help has nothing after the options.
    static let epilogue: String? = nil

    /// The command its arguments ask for.
    static func parse(_ reader: inout ArgumentReader, with parser: CommandParser) throws(CommandLineError) -> Command {
        .delivered(json: try ListingOptionsParser.json(&reader, verb: name))
    }

    /// Prints the delivered notifications as a table, or as JSON a page at a time.
    static func run(json: Bool, with runner: CommandRunner) throws(CommandLineError) {
        let (service, app, zone) = (runner.service, runner.appIdentifier, runner.timeZone)
        try runner.printListing(
            asJSON: json, page: { page throws(RemindersClientError) in try service.delivered(app: app, page: page) },
            all: { () throws(RemindersClientError) in try service.delivered(app: app) },
            json: { entries throws(CommandLineError) in try ListingJSON.delivered(entries, in: zone) },
            table: { ListingTables.delivered($0, in: zone) })
    }
}
