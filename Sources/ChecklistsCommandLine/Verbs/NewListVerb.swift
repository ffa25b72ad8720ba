import Translations

/// Adds a checklist: `new-list NAME`.
enum NewListVerb: VerbDefinition {
    static let name = "new-list"
    static let group = VerbGroup.checklists
    static let summary = tr("Add a checklist")
    static let synopsis = [
        "new-list NAME"
    ]
    static let arguments: [ArgumentDeclaration] = [
        ArgumentDeclaration("NAME", "checklist name")
    ]
    static let options: [OptionDeclaration] = []

    /// `checklists new-list --help`.
    static let help = tr(
        """
        Usage: checklists new-list NAME

        Adds an empty checklist. The name is trimmed; it must not be empty, longer than 200
        characters or on more than one line, and no other checklist may have it (names are
        compared regardless of case).

        Options:
          -h, --help         Show this help

        """)

    static func parse(_ reader: inout ArgumentReader, with parser: CommandParser) throws(CommandLineError) -> Command {
        let names = try ChecklistOptions(&reader, verb: name, allowed: []).positionals([tr("a NAME")], verb: name)
        return .newList(names[0])
    }

    /// Adds the checklist.
    static func run(_ name: String, with runner: CommandRunner) throws(CommandLineError) {
        let model = try runner.openChecklists()
        _ = try runner.checklists { try model.createChecklist(named: name) }
    }
}
