import Translations

/// Deletes a checklist with its items: `remove-list NAME`.
enum RemoveListVerb: VerbDefinition {
    /// The name typed on the command line.
    static let name = "remove-list"
    /// The overview lists it under this heading.
    static let group = VerbGroup.checklists
    /// Its line in the overview.
    static let summary = tr("Delete a checklist, its items and their reminders")
    /// Its forms, as its usage and the man page's synopsis show them.
    static let synopsis = [
        tr("remove-list NAME")
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
        Deletes the checklist NAME (any case) with all its items, and cancels their
        reminders. There is no undo.
        """)
    /// Its help has nothing after the options.
    static let epilogue: String? = nil

    /// The command its arguments ask for.
    static func parse(_ reader: inout ArgumentReader, with parser: CommandParser) throws(CommandLineError) -> Command {
        let names = try ChecklistOptions(&reader, verb: name, allowed: Self.options).positionals(
            [tr("a NAME")], verb: name)
        return .removeList(names[0])
    }

    /// Deletes the checklist with its items.
    static func run(_ name: String, with runner: CommandRunner) throws(CommandLineError) {
        let model = try runner.openChecklists()
        let list = try runner.existingChecklist(name, in: model)
        try runner.checklists { try model.deleteChecklist(list.id) }
    }
}
