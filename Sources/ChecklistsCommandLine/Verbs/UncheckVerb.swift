import Translations

/// Unchecks an item: `uncheck ID`.
enum UncheckVerb: VerbDefinition {
    static let name = "uncheck"
    static let group = VerbGroup.checklists
    static let summary = tr("Uncheck an item (its reminder is scheduled again)")
    static let synopsis = [
        "uncheck ID"
    ]
    static let arguments: [ArgumentDeclaration] = [
        ArgumentDeclaration("ID", "item ID")
    ]
    static let options: [OptionDeclaration] = []

    /// `checklists uncheck --help`.
    static let help = tr(
        """
        Usage: checklists uncheck ID

        Unchecks an item and schedules its reminders that come in the future again. Right
        after a repeating item moved on, it brings back the occurrence it moved on from.

        Options:
          -h, --help         Show this help

        """)

    static func parse(_ reader: inout ArgumentReader, with parser: CommandParser) throws(CommandLineError) -> Command {
        let options = try ChecklistOptions(&reader, verb: name, allowed: [])
        return .uncheck(
            try ChecklistOptions.itemID(try options.positionals([tr("an item ID")], verb: name)[0], verb: name))
    }

    /// Unchecks the item.
    static func run(_ id: Int64, with runner: CommandRunner) throws(CommandLineError) {
        let model = try runner.openChecklists()
        _ = try runner.checklists { try model.setChecked(id, false) }
    }
}
