import Translations

/// Deletes an item: `remove ID`.
enum RemoveVerb: VerbDefinition {
    /// The name typed on the command line.
    static let name = "remove"
    /// The overview lists it under this heading.
    static let group = VerbGroup.checklists
    /// Its line in the overview.
    static let summary = tr("Delete an item and its reminder")
    /// Its forms, as its usage and the man page's synopsis show them.
    static let synopsis = [
        tr("remove ID")
    ]
    /// Its arguments that are not options.
    static let arguments: [ArgumentDeclaration] = [
        ArgumentDeclaration("ID", "item ID")
    ]
    /// Its options, as its help and the completions show them.
    static let options: [OptionDeclaration] = []

    /// What it does, in its help.
    static let about = tr(
        """
        Deletes an item and cancels its reminder. There is no undo.
        """)
    /// Its help has nothing after the options.
    static let epilogue: String? = nil

    /// The command its arguments ask for.
    static func parse(_ reader: inout ArgumentReader, with parser: CommandParser) throws(CommandLineError) -> Command {
        let options = try ChecklistOptions(&reader, verb: name, allowed: Self.options)
        return .remove(
            try ChecklistOptions.itemID(try options.positionals([tr("an item ID")], verb: name)[0], verb: name))
    }

    /// Deletes the item.
    static func run(_ id: Int64, with runner: CommandRunner) throws(CommandLineError) {
        let model = try runner.openChecklists()
        _ = try runner.checklists { try model.deleteItem(id) }
    }
}
