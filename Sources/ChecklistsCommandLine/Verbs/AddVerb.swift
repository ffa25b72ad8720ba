import ChecklistsModel
import Translations

/// Adds an item: `add TEXT [OPTIONS]`.
enum AddVerb: VerbDefinition {
    /// The name typed on the command line.
    static let name = "add"
    /// The overview lists it under this heading.
    static let group = VerbGroup.checklists
    /// Its line in the overview.
    static let summary = tr("Add an item, with a due date and a reminder if you like")
    /// Its forms, as its usage and the man page's synopsis show them.
    static let synopsis = [
        tr(
            """
            add TEXT [--list NAME] [--due WHEN] [--notes TEXT] [--repeat RULE]
                                       [--remind] [--remind-before DURATION]... [--remind-at WHEN]...
                                       [--wake] [--nag DURATION] [--ring] [--floating]
            """)
    ]
    /// Its arguments that are not options.
    static let arguments: [ArgumentDeclaration] = [
        ArgumentDeclaration("TEXT", "item text")
    ]
    /// Its options, as its help and the completions show them.
    static let options: [OptionDeclaration] = [
        .value(
            "--list", tr("NAME"), "The checklist",
            help: tr(
                """
                The checklist (any case), created when missing
                (default: "Checklist", created when missing)
                """)),
        .value(
            "--due", tr("WHEN"), "The due date, such as \"fri 7pm\"",
            help: tr(
                """
                The due date, local time: "2026-12-24 18:30", "today 18:00",
                "tomorrow 9am", "in 20 min", "next friday 14:00", "fri 7pm",
                "dec 24 18:30", "24 dec" (a day without a time), "noon", or a
                repeat such as "every tuesday 14:00"; reminders come to the minute
                """)),
        .value("--notes", tr("TEXT"), "Notes", help: tr("Notes, any number of lines")),
        .value(
            "--repeat", tr("RULE"), "How it repeats, such as \"every monday\"",
            help: tr(
                """
                How the item repeats: "every day 9:00", "every weekday 8:30",
                "every monday", "every 2 weeks on tue, thu", "every month on the
                1st", "every last friday", or a raw "RRULE:FREQ=..." line
                """)),
        .flag("--remind", "Remind at the due time", help: tr("Remind at the due time (needs a due date)")),
        .value(
            "--remind-before", tr("DURATION"), "Remind this long before, such as 15m",
            help: tr("Remind this long before the due time: 15m, 2h, 1d; repeatable"), repeatable: true),
        .value(
            "--remind-at", tr("WHEN"), "Remind at this date and time",
            help: tr("Remind at this date and time; repeatable"), repeatable: true),
        .flag(
            "--wake", "Wake the computer for its reminders",
            help: tr("Wake the computer from suspend a minute before each reminder")),
        .value(
            "--nag", tr("DURATION"), "Remind again this often until you respond, such as 10m",
            help: tr("Show each reminder again this often (at least 1m) until you respond to it")),
        .flag(
            "--ring", "Ring like an alarm until you respond",
            help: tr("Ring each reminder like an alarm, its sound again and again, until you respond to it")),
        .flag(
            "--floating", "Keep its time of day wherever you are",
            help: tr(
                """
                Keep the due time's time of day wherever you are (a floating time);
                without it the time is kept in your time zone, as another device reads it
                """)),
    ]

    /// What it does, in its help.
    static let about = tr(
        """
        Adds an unchecked item and prints its ID, a number that is never given to another
        item. The text is trimmed; it must not be empty, longer than 1000 characters or on
        more than one line. Each reminder in the future becomes one popup "Reminder:" with
        the text; the due date as stored is said on standard error.
        """)
    /// Its help after the options.
    static let epilogue: String? = tr(
        """
        When remindd cannot be reached, the item is saved all the same, its ID is printed,
        and the exit status is 1 with a message saying the reminder was not set.

        Examples:
          checklists add "Buy milk"
          checklists add "Call the dentist" --list Errands --due "2026-12-24 09:30" --remind
          checklists add "Team call" --due "every tuesday 14:00" --remind --remind-before 15m
        """)

    /// The command its arguments ask for.
    static func parse(_ reader: inout ArgumentReader, with parser: CommandParser) throws(CommandLineError) -> Command {
        let options = try ChecklistOptions(
            &reader, verb: name,
            allowed: Self.options)
        let text = try options.positionals([tr("the item's TEXT")], verb: name)[0]
        let phrases = ItemPhrases(now: parser.now, timeZone: parser.timeZone)
        let (due, recurrence) = try phrases.dueAndRepeat(due: options.due, repeat: options.repeatRule)
        let reminders = try phrases.reminders(options) ?? []
        if options.wake, reminders.isEmpty {
            throw .usage(tr("--wake needs a reminder: --remind, --remind-before or --remind-at"))
        }
        if options.floating, due == nil || due?.isAllDay == true {
            throw .usage(tr("--floating needs a due date with a time"))
        }
        let nag = try phrases.nagInterval(options)
        if nag != nil, reminders.isEmpty {
            throw .usage(tr("--nag needs a reminder: --remind, --remind-before or --remind-at"))
        }
        if options.ring, reminders.isEmpty {
            throw .usage(tr("--ring needs a reminder: --remind, --remind-before or --remind-at"))
        }
        return .add(
            NewItem(
                text: text, list: options.list, due: due?.date, dueIsAllDay: due?.isAllDay ?? false,
                notes: options.notes, recurrence: recurrence, reminders: reminders, wakesComputer: options.wake,
                dueTimeZone: due.flatMap {
                    ItemZone.identifier(for: parser.timeZone, isAllDay: $0.isAllDay, floating: options.floating)
                }, nagInterval: nag, ringsAlarm: options.ring))
    }

    /// Adds the item, creating its checklist when missing (not for an item the model's rules
    /// refuse), and prints its ID, also when only its reminder failed (the item is saved
    /// then; the error still follows).
    static func run(_ newItem: NewItem, with runner: CommandRunner) throws(CommandLineError) {
        let model = try runner.openChecklists()
        _ = try runner.checklists { try DraftRules.checked(newItem.draft, zone: runner.timeZone) }
        let name = newItem.list ?? CommandRunner.defaultChecklistName
        let list = try runner.checklists { try model.checklist(named: name) ?? model.createChecklist(named: name) }
        do {
            let item = try model.addItem(newItem.draft, to: list.id)
            runner.output.standardOutput("\(item.id)\n")
            runner.reportSchedule(of: item)
        } catch let error as ChecklistsError {
            if case .reminderNotScheduled(let id, _) = error { runner.output.standardOutput("\(id)\n") }
            throw CommandLineError(error)
        } catch {
            throw .failure("\(error)")
        }
    }
}
