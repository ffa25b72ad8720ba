import Translations

/// Lists the checklists: `lists [--json]`.
enum ListsVerb: VerbDefinition {
    /// The name typed on the command line.
    static let name = "lists"
    /// The overview lists it under this heading.
    static let group = VerbGroup.checklists
    /// Its line in the overview.
    static let summary = tr("List the checklists and how many items each has left")
    /// Its forms, as its usage and the man page's synopsis show them.
    static let synopsis = [
        tr("lists [--json]")
    ]
    /// Its arguments that are not options.
    static let arguments: [ArgumentDeclaration] = []
    /// Its options, as its help and the completions show them.
    static let options: [OptionDeclaration] = [
        .flag(
            "--json", "Print JSON",
            help: tr(
                """
                Print one JSON array instead of a table; each entry has name
                and unchecked
                """))
    ]

    /// What it does, in its help.
    static let about = tr(
        """
        Lists the checklists by name, each with the number of its items not yet checked off.
        """)
    /// Its help has nothing after the options.
    static let epilogue: String? = nil

    /// The command its arguments ask for.
    static func parse(_ reader: inout ArgumentReader, with parser: CommandParser) throws(CommandLineError) -> Command {
        .lists(json: try ListingOptionsParser.json(&reader, verb: name))
    }

    /// Prints the checklists as a table or as JSON.
    static func run(json: Bool, with runner: CommandRunner) throws(CommandLineError) {
        let model = try runner.openChecklists()
        let lists = try runner.checklists { try model.checklists() }
        if json {
            let accounts = try runner.checklists { try model.accountsByChecklist() }
            runner.output.standardOutput(try ChecklistsJSON.lists(lists, accounts: accounts))
        } else {
            runner.output.standardOutput(ChecklistsTables.lists(lists))
        }
    }
}
