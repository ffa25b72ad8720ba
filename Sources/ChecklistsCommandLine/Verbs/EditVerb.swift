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
    /// Its forms, as its usage and the man page's synopsis show them.
    static let synopsis = [
        tr(
            """
            edit ID [--text TEXT] [--due WHEN | --no-due] [--notes TEXT]
                                      [--repeat RULE | --no-repeat] [--remind | --no-remind]
                                      [--remind-before DURATION]... [--remind-at WHEN]...
                                      [--wake | --no-wake] [--nag DURATION | --no-nag] [--ring | --no-ring]
                                      [--floating | --no-floating]
            """)
    ]
    /// Its arguments that are not options.
    static let arguments: [ArgumentDeclaration] = [
        ArgumentDeclaration("ID", "item ID")
    ]
    /// Its options, as its help and the completions show them.
    static let options: [OptionDeclaration] = [
        .value("--text", tr("TEXT"), "The new text", help: tr("The new text, by the rules of add")),
        .value(
            "--due", tr("WHEN"), "The due date, such as \"fri 7pm\"", help: tr("The new due date, as for add"),
            conflicts: ["--no-due"]),
        .flag(
            "--no-due", "Remove the due date",
            help: tr(
                """
                Remove the due date, and with it the repeat and the reminders
                that count from it
                """),
            conflicts: ["--due"]),
        .value("--notes", tr("TEXT"), "Notes", help: tr("The new notes (\"\" removes them)")),
        .value(
            "--repeat", tr("RULE"), "How it repeats, such as \"every monday\"",
            help: tr("How the item repeats, as for add"), conflicts: ["--no-repeat"]),
        .flag("--no-repeat", "Do not repeat", help: tr("Do not repeat"), conflicts: ["--repeat"]),
        .flag(
            "--remind", "Remind at the due time",
            help: tr("Remind at the due time (the item needs one, given or stored)"), conflicts: ["--no-remind"]),
        .flag("--no-remind", "Remove every reminder", help: tr("Remove every reminder"), conflicts: ["--remind"]),
        .value(
            "--remind-before", tr("DURATION"), "Remind this long before, such as 15m",
            help: tr("Remind this long before the due time; repeatable"), repeatable: true),
        .value(
            "--remind-at", tr("WHEN"), "Remind at this date and time",
            help: tr("Remind at this date and time; repeatable"), repeatable: true),
        .flag(
            "--wake", "Wake the computer for its reminders",
            help: tr("Wake the computer from suspend a minute before each reminder"), conflicts: ["--no-wake"]),
        .flag(
            "--no-wake", "Do not wake the computer", help: tr("Do not wake the computer for its reminders"),
            conflicts: ["--wake"]),
        .value(
            "--nag", tr("DURATION"), "Remind again this often until you respond, such as 10m",
            help: tr("Show each reminder again this often (at least 1m) until you respond to it"),
            conflicts: ["--no-nag"]),
        .flag(
            "--no-nag", "Show each reminder once", help: tr("Show each reminder once"), conflicts: ["--nag"]),
        .flag(
            "--ring", "Ring like an alarm until you respond",
            help: tr("Ring each reminder like an alarm, its sound again and again, until you respond to it"),
            conflicts: ["--no-ring"]),
        .flag(
            "--no-ring", "Do not ring", help: tr("Do not ring the reminders like an alarm"), conflicts: ["--ring"]),
        .flag(
            "--floating", "Keep its time of day wherever you are",
            help: tr("Keep the due time's time of day wherever you are (a floating time)"),
            conflicts: ["--no-floating"]),
        .flag(
            "--no-floating", "Keep its time in your time zone",
            help: tr("Keep the due time in your time zone, as another device reads it"), conflicts: ["--floating"]),
    ]

    /// What it does, in its help.
    static let about = tr(
        """
        Changes an item; what is not given stays as it is. Any reminder option replaces the
        item's reminders with the ones given. Its reminders follow: the pending ones are
        cancelled, and each that comes in the future is scheduled again while the item is
        unchecked.
        """)
    /// Its help has nothing after the options.
    static let epilogue: String? = nil

    /// The command its arguments ask for.
    static func parse(_ reader: inout ArgumentReader, with parser: CommandParser) throws(CommandLineError) -> Command {
        let options = try ChecklistOptions(
            &reader, verb: name,
            allowed: Self.options)
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
        if options.wake, options.noWake { throw .usage(tr("--wake and --no-wake cannot be used together")) }
        if options.wake || options.noWake { edit.wakesComputer = options.wake }
        if options.nag != nil, options.noNag { throw .usage(tr("--nag and --no-nag cannot be used together")) }
        if let seconds = try phrases.nagInterval(options) { edit.nagInterval = .set(seconds) }
        if options.noNag { edit.nagInterval = .clear }
        if options.ring, options.noRing { throw .usage(tr("--ring and --no-ring cannot be used together")) }
        if options.ring || options.noRing { edit.ringsAlarm = options.ring }
        if options.floating, options.noFloating {
            throw .usage(tr("--floating and --no-floating cannot be used together"))
        }
        if options.floating || options.noFloating { edit.floating = options.floating }
        if edit == ItemEdit() {
            let names = Self.options.map(\.name)
            throw .usage("edit needs \(names.dropLast().joined(separator: ", ")) or \(names[names.count - 1])")
        }
        return edit
    }

    /// Applies `edit` to the stored item; the model's rules decide what it may hold (a repeat
    /// or a reminder before the due time needs a due date, given or stored); `--nag` and
    /// `--ring` need a reminder, given or stored.
    static func run(_ id: Int64, _ edit: ItemEdit, with runner: CommandRunner) throws(CommandLineError) {
        let model = try runner.openChecklists()
        guard let item = try runner.checklists({ try model.item(id) }) else {
            throw CommandLineError(ChecklistsError.noSuchItem(id))
        }
        let draft = edit.applied(to: item.draft, localZone: runner.timeZone)
        if edit.floating == true, !ItemZone.isFloating(draft) {
            throw .usage(tr("--floating needs a due date with a time"))
        }
        if case .set = edit.nagInterval, draft.reminders.isEmpty {
            throw .usage(tr("--nag needs a reminder: --remind, --remind-before or --remind-at"))
        }
        if edit.ringsAlarm == true, draft.reminders.isEmpty {
            throw .usage(tr("--ring needs a reminder: --remind, --remind-before or --remind-at"))
        }
        let saved = try runner.checklists { try model.updateItem(id, with: draft) }
        if edit.due != .keep || edit.recurrence != .keep || edit.dueWhenNone != nil { runner.reportSchedule(of: saved) }
    }
}
