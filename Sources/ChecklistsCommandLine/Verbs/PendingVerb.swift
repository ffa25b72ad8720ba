import RemindersAPI
import RemindersClient
import Translations

/// Lists the pending requests: `pending [--json]`.
enum PendingVerb: VerbDefinition {
    static let name = "pending"
    static let group = VerbGroup.notifications
    static let summary = tr("List the notifications that are scheduled and not yet delivered")
    static let synopsis = [
        "pending [--json]"
    ]
    static let arguments: [ArgumentDeclaration] = []
    static let options: [OptionDeclaration] = [
        .flag("--json", "Print JSON")
    ]

    /// `checklists pending --help`.
    static let help = tr(
        """
        Usage: checklists pending [--json]

        Lists the notifications that are scheduled and not yet delivered, soonest first:
        when each fires next (local time), its identifier, its title and whether it repeats.

        Options:
          --json             Print one JSON array instead of a table; each entry has id,
                             title, subtitle, body, repeats, trigger and nextTriggerDate
                             (ISO 8601 with the local UTC offset)
          -h, --help         Show this help

        """)

    static func parse(_ reader: inout ArgumentReader, with parser: CommandParser) throws(CommandLineError) -> Command {
        .pending(json: try ListingOptionsParser.json(&reader, verb: name))
    }

    /// Prints the pending requests as a table, or as JSON a page at a time.
    static func run(json: Bool, with runner: CommandRunner) throws(CommandLineError) {
        let (service, app, zone) = (runner.service, runner.appIdentifier, runner.timeZone)
        if json {
            try runner.streamJSON { page throws(RemindersClientError) in
                try service.pending(app: app, page: page)
            } text: { entries throws(CommandLineError) in
                try ListingJSON.pending(entries, in: zone)
            }
            return
        }
        let entries = try runner.client { () throws(RemindersClientError) in try service.pending(app: app) }
        runner.output.standardOutput(ListingTables.pending(entries, in: zone))
    }
}
