import Translations

/// Adds a checklist: `new-list NAME`.
enum NewListVerb: VerbDefinition {
    /// The name typed on the command line.
    static let name = "new-list"
    /// The overview lists it under this heading.
    static let group = VerbGroup.checklists
    /// Its line in the overview.
    static let summary = tr("Add a checklist")
    /// Its forms, as its usage and the man page's synopsis show them.
    static let synopsis = [
        tr("new-list NAME")
    ]
    /// Its arguments that are not options.
    static let arguments: [ArgumentDeclaration] = [
        ArgumentDeclaration("NAME", "checklist name")
    ]
    /// Its options, as its help and the completions show them.
    static let options: [OptionDeclaration] = []

    /// What it does, in its help.
    static let about = tr(
        """
        Adds an empty checklist. The name is trimmed; it must not be empty, longer than 200
        characters or on more than one line, and no other checklist may have it (names are
        compared regardless of case).
        """)
    /// Its help has nothing after the options.
    static let epilogue: String? = nil

    /// The command its arguments ask for.
    static func parse(_ reader: inout ArgumentReader, with parser: CommandParser) throws(CommandLineError) -> Command {
        let names = try ChecklistOptions(&reader, verb: name, allowed: Self.options).positionals(
            [tr("a NAME")], verb: name)
        return .newList(names[0])
    }

    /// Adds the checklist.
    static func run(_ name: String, with runner: CommandRunner) throws(CommandLineError) {
        let model = try runner.openChecklists()
        _ = try runner.checklists { try model.createChecklist(named: name) }
    }
}
