import Translations

/// Renames a checklist: `rename-list NAME NEW-NAME`.
enum RenameListVerb: VerbDefinition {
    /// The name typed on the command line.
    static let name = "rename-list"
    /// The overview lists it under this heading.
    static let group = VerbGroup.checklists
    /// Its line in the overview.
    static let summary = tr("Rename a checklist")
    /// Its forms, as its usage and the man page's synopsis show them.
    static let synopsis = [
        tr("rename-list NAME NEW-NAME")
    ]
    /// Its arguments that are not options.
    static let arguments: [ArgumentDeclaration] = [
        ArgumentDeclaration("NAME", "checklist name"),
        ArgumentDeclaration("NEW-NAME", "new name"),
    ]
    /// Its options, as its help and the completions show them.
    static let options: [OptionDeclaration] = []

    /// What it does, in its help.
    static let about = tr(
        """
        Renames the checklist NAME (any case) to NEW-NAME, by the rules of new-list.
        """)
    /// Its help has nothing after the options.
    static let epilogue: String? = nil

    /// The command its arguments ask for.
    static func parse(_ reader: inout ArgumentReader, with parser: CommandParser) throws(CommandLineError) -> Command {
        let names = try ChecklistOptions(&reader, verb: name, allowed: Self.options)
            .positionals([tr("the checklist's NAME"), tr("a NEW-NAME")], verb: name)
        return .renameList(names[0], to: names[1])
    }

    /// Renames the checklist.
    static func run(_ name: String, to newName: String, with runner: CommandRunner) throws(CommandLineError) {
        let model = try runner.openChecklists()
        let list = try runner.existingChecklist(name, in: model)
        _ = try runner.checklists { try model.renameChecklist(list.id, to: newName) }
    }
}
