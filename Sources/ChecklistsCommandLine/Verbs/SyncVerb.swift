import Translations

/// Syncs every account once: `sync [--json]`.
enum SyncVerb: VerbDefinition {
    /// The name typed on the command line.
    static let name = "sync"
    /// The overview lists it under this heading.
    static let group = VerbGroup.sync
    /// Its line in the overview.
    static let summary = tr("Sync every account now")
    /// Its forms, as its usage and the man page's synopsis show them.
    static let synopsis = [
        tr("sync [--json]")
    ]
    /// Its arguments that are not options.
    static let arguments: [ArgumentDeclaration] = []
    /// Its options, as its help and the completions show them.
    static let options: [OptionDeclaration] = [
        .flag(
            "--json", "Print JSON",
            help: tr(
                """
                One JSON object: added, updated, deleted, merged,
                mergedItems, unreadable (hrefs), skippedEvents,
                failures (account, message), accounts
                """)
        )
    ]

    /// What it does, in its help.
    static let about = tr(
        """
        Syncs every account once, both ways, and prints one line: how many items were
        added, updated, deleted and merged (changed on both sides, merged property by
        property; the change made last wins where both changed the same one), then a line
        naming the tasks it could not read and one counting the events it left alone, when
        there are any (events are told of when they come: once). The app syncs by itself
        too: at start, a few seconds after each change, every 15 minutes, when the network
        comes back and after a resume.
        """)
    /// Its help after the options.
    static let epilogue: String? = tr(
        """
        Exit status: 1 when a server cannot be reached or refuses (the other accounts are
        synced all the same), 2 on bad usage.
        """)

    /// The command its arguments ask for.
    static func parse(_ reader: inout ArgumentReader, with parser: CommandParser) throws(CommandLineError) -> Command {
        .account(.sync(json: try ListingOptionsParser.json(&reader, verb: name)))
    }

    /// Syncs every account once and prints the report.
    static func run(json: Bool, with runner: CommandRunner) throws(CommandLineError) {
        let engine = try runner.openSyncEngine()
        try runner.finish(engine.syncAll(), json: json)
    }
}
