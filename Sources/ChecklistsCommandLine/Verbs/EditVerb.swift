import ChecklistsModel
import Translations

/// Changes an item: `edit ID [OPTIONS]`.
enum EditVerb: VerbDefinition {
    /// The name typed on the command line.
    static let name = "edit"
    /// The overview lists it under this heading.
    static let group = VerbGroup.checklists
    /// Its line in the overview.
    static let summary = tr("Change an item's text, due date or reminder")
    /// Its forms, as the man page's synopsis shows them.
    static let synopsis = [
        "edit ID [--text TEXT] [--due WHEN | --no-due] [--notes TEXT] [--repeat RULE | --no-repeat] [--remind | --no-remind] [--remind-before DURATION]... [--remind-at WHEN]..."
    ]
    /// Its arguments that are not options.
    static let arguments: [ArgumentDeclaration] = [
        ArgumentDeclaration("ID", "item ID")
    ]
    /// Its options, as completions offer them.
    static let options: [OptionDeclaration] = [
        .value("--text", "TEXT", "The new text"),
        .value("--due", "WHEN", "The due date, such as \"fri 7pm\"", conflicts: ["--no-due"]),
        .flag("--no-due", "Remove the due date", conflicts: ["--due"]),
        .value("--notes", "TEXT", "Notes"),
        .value("--repeat", "RULE", "How it repeats, such as \"every monday\"", conflicts: ["--no-repeat"]),
        .flag("--no-repeat", "Do not repeat", conflicts: ["--repeat"]),
        .flag("--remind", "Remind at the due time", conflicts: ["--no-remind"]),
        .flag("--no-remind", "Remove every reminder", conflicts: ["--remind"]),
        .value("--remind-before", "DURATION", "Remind this long before, such as 15m", repeatable: true),
        .value("--remind-at", "WHEN", "Remind at this date and time", repeatable: true),
    ]

    /// `checklists edit --help`.
    static let help = tr(
        """
        Usage: checklists edit ID [--text TEXT] [--due WHEN | --no-due] [--notes TEXT]
                                  [--repeat RULE | --no-repeat] [--remind | --no-remind]
                                  [--remind-before DURATION]... [--remind-at WHEN]...

        Changes an item; what is not given stays as it is. Any reminder option replaces the
        item's reminders with the ones given. Its reminders follow: the pending ones are
        cancelled, and each that comes in the future is scheduled again while the item is
        unchecked.

        Options:
          --text TEXT        The new text, by the rules of add
          --due WHEN         The new due date, as for add
          --no-due           Remove the due date, and with it the repeat and the reminders
                             that count from it
          --notes TEXT       The new notes ("" removes them)
          --repeat RULE      How the item repeats, as for add
          --no-repeat        Do not repeat
          --remind           Remind at the due time (the item needs one, given or stored)
          --no-remind        Remove every reminder
          --remind-before DURATION
                             Remind this long before the due time; repeatable
          --remind-at WHEN   Remind at this date and time; repeatable
          -h, --help         Show this help

        """)

    /// The command its arguments ask for.
    static func parse(_ reader: inout ArgumentReader, with parser: CommandParser) throws(CommandLineError) -> Command {
        let options = try ChecklistOptions(
            &reader, verb: name,
            allowed: [
                "--text", "--due", "--no-due", "--notes", "--repeat", "--no-repeat", "--remind", "--no-remind",
                "--remind-before", "--remind-at",
            ])
        let id = try ChecklistOptions.itemID(try options.positionals([tr("an item ID")], verb: name)[0], verb: name)
        return .edit(id, try edit(options, phrases: ItemPhrases(now: parser.now, timeZone: parser.timeZone)))
    }

    /// The change the options ask for; asking for none is a usage error.
    private static func edit(_ options: ChecklistOptions, phrases: ItemPhrases) throws(CommandLineError) -> ItemEdit {
        if options.due != nil, options.noDue { throw .usage(tr("--due and --no-due cannot be used together")) }
        if options.repeatRule != nil, options.noRepeat {
            throw .usage(tr("--repeat and --no-repeat cannot be used together"))
        }
        let reminders = try phrases.reminders(options)
        var edit = ItemEdit(text: options.text, notes: options.notes, reminders: reminders)
        if options.due != nil || options.repeatRule != nil {
            let (due, recurrence) = try phrases.dueAndRepeat(due: options.due, repeat: options.repeatRule)
            if let due, options.due != nil { edit.due = .set(due) }
            if let due, options.due == nil, !options.noDue { edit.dueWhenNone = due }
            if let recurrence { edit.recurrence = .set(recurrence) }
        }
        if options.noDue { edit.due = .clear }
        if options.noRepeat { edit.recurrence = .clear }
        if edit == ItemEdit() {
            throw .usage(
                "edit needs --text, --due, --no-due, --notes, --repeat, --no-repeat, --remind, --no-remind, "
                    + "--remind-before or --remind-at")
        }
        return edit
    }

    /// Applies `edit` to the stored item; the model's rules decide what it may hold (a repeat
    /// or a reminder before the due time needs a due date, given or stored).
    static func run(_ id: Int64, _ edit: ItemEdit, with runner: CommandRunner) throws(CommandLineError) {
        let model = try runner.openChecklists()
        guard let item = try runner.checklists({ try model.item(id) }) else {
            throw CommandLineError(ChecklistsError.noSuchItem(id))
        }
        let draft = edit.applied(to: item.draft)
        let saved = try runner.checklists { try model.updateItem(id, with: draft) }
        if edit.due != .keep || edit.recurrence != .keep || edit.dueWhenNone != nil { runner.reportSchedule(of: saved) }
    }
}
