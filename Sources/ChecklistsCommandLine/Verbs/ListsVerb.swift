import Translations

/// Lists the checklists: `lists [--json]`.
enum ListsVerb: VerbDefinition {
    /// The name typed on the command line.
    static let name = "lists"
    /// The overview lists it under this heading.
    static let group = VerbGroup.checklists
    /// Its line in the overview.
    static let summary = tr("List the checklists and how many items each has left")
    /// Its forms, as the man page's synopsis shows them.
    static let synopsis = [
        "lists [--json]"
    ]
    /// Its arguments that are not options.
    static let arguments: [ArgumentDeclaration] = []
    /// Its options, as completions offer them.
    static let options: [OptionDeclaration] = [
        .flag("--json", "Print JSON")
    ]

    /// `checklists lists --help`.
    static let help = tr(
        """
        Usage: checklists lists [--json]

        Lists the checklists by name, each with the number of its items not yet checked off.

        Options:
          --json             Print one JSON array instead of a table; each entry has name
                             and unchecked
          -h, --help         Show this help

        """)

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
