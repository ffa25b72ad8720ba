import Translations

/// Checks an item off: `check ID`.
enum CheckVerb: VerbDefinition {
    /// The name typed on the command line.
    static let name = "check"
    /// The overview lists it under this heading.
    static let group = VerbGroup.checklists
    /// Its line in the overview.
    static let summary = tr("Check an item off (its reminder is cancelled)")
    /// Its forms, as its usage and the man page's synopsis show them.
    static let synopsis = [
        tr("check ID")
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
        Checks an item off and cancels its pending reminders. A repeating item moves on to
        its next occurrence instead (unchecked, its reminders scheduled for it); the last
        occurrence of a finished series is checked off for good.
        """)
    /// Its help has nothing after the options.
    static let epilogue: String? = nil

    /// The command its arguments ask for.
    static func parse(_ reader: inout ArgumentReader, with parser: CommandParser) throws(CommandLineError) -> Command {
        let options = try ChecklistOptions(&reader, verb: name, allowed: Self.options)
        return .check(
            try ChecklistOptions.itemID(try options.positionals([tr("an item ID")], verb: name)[0], verb: name))
    }

    /// Checks the item off.
    static func run(_ id: Int64, with runner: CommandRunner) throws(CommandLineError) {
        let model = try runner.openChecklists()
        _ = try runner.checklists { try model.setChecked(id, true) }
    }
}
