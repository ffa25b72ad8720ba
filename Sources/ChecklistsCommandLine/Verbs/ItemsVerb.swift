import ChecklistsModel
import Translations

/// Lists items: `items [--list NAME] [--json]`.
enum ItemsVerb: VerbDefinition {
    /// The name typed on the command line.
    static let name = "items"
    /// The overview lists it under this heading.
    static let group = VerbGroup.checklists
    /// Its line in the overview.
    static let summary = tr("List the items of one checklist, or of all")
    /// Its forms, as its usage and the man page's synopsis show them.
    static let synopsis = [
        tr("items [--list NAME] [--json]")
    ]
    /// Its arguments that are not options.
    static let arguments: [ArgumentDeclaration] = []
    /// Its options, as its help and the completions show them.
    static let options: [OptionDeclaration] = [
        .value("--list", tr("NAME"), "The checklist", help: tr("Only the items of this checklist (any case)")),
        .flag(
            "--json", "Print JSON",
            help: tr(
                """
                Print one JSON array instead of a table; each entry has id,
                uid, text, notes, list, checked, due (ISO 8601 with the local
                UTC offset, or null), repeat (the RRULE, or null), remind and
                reminders ({"before": seconds} or {"at": ISO 8601})
                """)),
    ]

    /// What it does, in its help.
    static let about = tr(
        """
        Lists items as the window shows them: by checklist (by name), then by due date
        (items without one last), then by ID.
        """)
    /// Its help has nothing after the options.
    static let epilogue: String? = nil

    /// The command its arguments ask for.
    static func parse(_ reader: inout ArgumentReader, with parser: CommandParser) throws(CommandLineError) -> Command {
        let options = try ChecklistOptions(&reader, verb: name, allowed: Self.options)
        _ = try options.positionals([], verb: name)
        return .items(list: options.list, json: options.json)
    }

    /// Prints the items of one checklist, or of all, in the window's order.
    static func run(list: String?, json: Bool, with runner: CommandRunner) throws(CommandLineError) {
        let model = try runner.openChecklists()
        let lists = try runner.checklists { try model.checklists() }
        let names = Dictionary(uniqueKeysWithValues: lists.map { ($0.id, $0.name) })
        let items: [ChecklistItem]
        if let list {
            let checklist = try runner.existingChecklist(list, in: model)
            items = try runner.checklists { try model.items(in: checklist.id) }
        } else {
            items = try runner.checklists { try model.allItems() }
        }
        runner.output.standardOutput(
            json
                ? try ChecklistsJSON.items(items, names: names, in: runner.timeZone)
                : ChecklistsTables.items(items, names: names, in: runner.timeZone))
    }
}
