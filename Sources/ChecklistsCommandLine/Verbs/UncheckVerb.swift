import Translations

/// Unchecks an item: `uncheck ID`.
enum UncheckVerb: VerbDefinition {
    /// The name typed on the command line.
    static let name = "uncheck"
    /// The overview lists it under this heading.
    static let group = VerbGroup.checklists
    /// Its line in the overview.
    static let summary = tr("Uncheck an item (its reminder is scheduled again)")
    /// Its forms, as its usage and the man page's synopsis show them.
    static let synopsis = [
        tr("uncheck ID")
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
        Unchecks an item and schedules its reminders that come in the future again. Right
        after a repeating item moved on, it brings back the occurrence it moved on from.
        """)
    /// Its help has nothing after the options.
    static let epilogue: String? = nil

    /// The command its arguments ask for.
    static func parse(_ reader: inout ArgumentReader, with parser: CommandParser) throws(CommandLineError) -> Command {
        let options = try ChecklistOptions(&reader, verb: name, allowed: Self.options)
        return .uncheck(
            try ChecklistOptions.itemID(try options.positionals([tr("an item ID")], verb: name)[0], verb: name))
    }

    /// Unchecks the item.
    static func run(_ id: Int64, with runner: CommandRunner) throws(CommandLineError) {
        let model = try runner.openChecklists()
        _ = try runner.checklists { try model.setChecked(id, false) }
    }
}
