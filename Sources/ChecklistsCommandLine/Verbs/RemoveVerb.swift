import Translations

/// Deletes an item: `remove ID`.
enum RemoveVerb: VerbDefinition {
    static let name = "remove"
    static let group = VerbGroup.checklists
    static let summary = tr("Delete an item and its reminder")
    static let synopsis = [
        "remove ID"
    ]
    static let arguments: [ArgumentDeclaration] = [
        ArgumentDeclaration("ID", "item ID")
    ]
    static let options: [OptionDeclaration] = []

    /// `checklists remove --help`.
    static let help = tr(
        """
        Usage: checklists remove ID

        Deletes an item and cancels its reminder. There is no undo.

        Options:
          -h, --help         Show this help

        """)

    static func parse(_ reader: inout ArgumentReader, with parser: CommandParser) throws(CommandLineError) -> Command {
        let options = try ChecklistOptions(&reader, verb: name, allowed: [])
        return .remove(
            try ChecklistOptions.itemID(try options.positionals([tr("an item ID")], verb: name)[0], verb: name))
    }

    /// Deletes the item.
    static func run(_ id: Int64, with runner: CommandRunner) throws(CommandLineError) {
        let model = try runner.openChecklists()
        _ = try runner.checklists { try model.deleteItem(id) }
    }
}
