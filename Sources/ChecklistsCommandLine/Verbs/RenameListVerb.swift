import Translations

/// Renames a checklist: `rename-list NAME NEW-NAME`.
enum RenameListVerb: VerbDefinition {
    static let name = "rename-list"
    static let group = VerbGroup.checklists
    static let summary = tr("Rename a checklist")
    static let synopsis = [
        "rename-list NAME NEW-NAME"
    ]
    static let arguments: [ArgumentDeclaration] = [
        ArgumentDeclaration("NAME", "checklist name"),
        ArgumentDeclaration("NEW-NAME", "new name"),
    ]
    static let options: [OptionDeclaration] = []

    /// `checklists rename-list --help`.
    static let help = tr(
        """
        Usage: checklists rename-list NAME NEW-NAME

        Renames the checklist NAME (any case) to NEW-NAME, by the rules of new-list.

        Options:
          -h, --help         Show this help

        """)

    static func parse(_ reader: inout ArgumentReader, with parser: CommandParser) throws(CommandLineError) -> Command {
        let names = try ChecklistOptions(&reader, verb: name, allowed: [])
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
