import Translations

/// Lists items: `items [--list NAME] [--json]`.
enum ItemsVerb: VerbDefinition {
    static let name = "items"
    static let group = VerbGroup.checklists
    static let summary = tr("List the items of one checklist, or of all")
    static let synopsis = [
        "items [--list NAME] [--json]"
    ]
    static let arguments: [ArgumentDeclaration] = []
    static let options: [OptionDeclaration] = [
        .value("--list", "NAME", "The checklist"),
        .flag("--json", "Print JSON"),
    ]

    /// `checklists items --help`.
    static let help = tr(
        """
        Usage: checklists items [--list NAME] [--json]

        Lists items as the window shows them: by checklist (by name), then by due date
        (items without one last), then by ID.

        Options:
          --list NAME        Only the items of this checklist (any case)
          --json             Print one JSON array instead of a table; each entry has id,
                             uid, text, notes, list, checked, due (ISO 8601 with the local
                             UTC offset, or null), repeat (the RRULE, or null), remind and
                             reminders ({"before": seconds} or {"at": ISO 8601})
          -h, --help         Show this help

        """)

    static func parse(_ reader: inout ArgumentReader, with parser: CommandParser) throws(CommandLineError) -> Command {
        let options = try ChecklistOptions(&reader, verb: name, allowed: ["--list", "--json"])
        _ = try options.positionals([], verb: name)
        return .items(list: options.list, json: options.json)
    }
}
