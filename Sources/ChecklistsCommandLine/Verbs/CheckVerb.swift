import Translations

/// Checks an item off: `check ID`.
enum CheckVerb: VerbDefinition {
    /// The name typed on the command line.
    static let name = "check"
    /// The overview lists it under this heading.
    static let group = VerbGroup.checklists
    /// Its line in the overview.
    static let summary = tr("Check an item off (its reminder is cancelled)")
    /// Its forms, as the man page's synopsis shows them.
    static let synopsis = [
        "check ID"
    ]
    /// Its arguments that are not options.
    static let arguments: [ArgumentDeclaration] = [
        ArgumentDeclaration("ID", "item ID")
    ]
    /// Its options, as completions offer them.
    static let options: [OptionDeclaration] = []

    /// `checklists check --help`.
    static let help = tr(
        """
        Usage: checklists check ID

        Checks an item off and cancels its pending reminders. A repeating item moves on to
        its next occurrence instead (unchecked, its reminders scheduled for it); the last
        occurrence of a finished series is checked off for good.

        Options:
          -h, --help         Show this help

        """)

    /// The command its arguments ask for.
    static func parse(_ reader: inout ArgumentReader, with parser: CommandParser) throws(CommandLineError) -> Command {
        let options = try ChecklistOptions(&reader, verb: name, allowed: [])
        return .check(
            try ChecklistOptions.itemID(try options.positionals([tr("an item ID")], verb: name)[0], verb: name))
    }

    /// Checks the item off.
    static func run(_ id: Int64, with runner: CommandRunner) throws(CommandLineError) {
        let model = try runner.openChecklists()
        _ = try runner.checklists { try model.setChecked(id, true) }
    }
}
