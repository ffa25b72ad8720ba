import Translations

extension HelpText {
    /// `checklists lists --help`.
    public static let lists = tr(
        """
        Usage: checklists lists [--json]

        Lists the checklists by name, each with the number of its items not yet checked off.

        Options:
          --json             Print one JSON array instead of a table; each entry has name
                             and unchecked
          -h, --help         Show this help

        """)

    /// `checklists new-list --help`.
    public static let newList = tr(
        """
        Usage: checklists new-list NAME

        Adds an empty checklist. The name is trimmed; it must not be empty, longer than 200
        characters or on more than one line, and no other checklist may have it (names are
        compared regardless of case).

        Options:
          -h, --help         Show this help

        """)

    /// `checklists rename-list --help`.
    public static let renameList = tr(
        """
        Usage: checklists rename-list NAME NEW-NAME

        Renames the checklist NAME (any case) to NEW-NAME, by the rules of new-list.

        Options:
          -h, --help         Show this help

        """)

    /// `checklists remove-list --help`.
    public static let removeList = tr(
        """
        Usage: checklists remove-list NAME

        Deletes the checklist NAME (any case) with all its items, and cancels their
        reminders. There is no undo.

        Options:
          -h, --help         Show this help

        """)

    /// `checklists add --help`.
    public static let add = tr(
        """
        Usage: checklists add TEXT [--list NAME] [--due WHEN] [--notes TEXT] [--repeat RULE]
                                   [--remind] [--remind-before DURATION]... [--remind-at WHEN]...

        Adds an unchecked item and prints its ID, a number that is never given to another
        item. The text is trimmed; it must not be empty, longer than 1000 characters or on
        more than one line. Each reminder in the future becomes one popup "Reminder:" with
        the text; the due date as stored is said on standard error.

        Options:
          --list NAME        The checklist (any case), created when missing
                             (default: "Checklist", created when missing)
          --due WHEN         The due date, local time: "2026-12-24 18:30", "today 18:00",
                             "tomorrow 9am", "in 20 min", "next friday 14:00", "fri 7pm",
                             "dec 24 18:30", "24 dec" (a day without a time), "noon", or a
                             repeat such as "every tuesday 14:00"; reminders come to the minute
          --notes TEXT       Notes, any number of lines
          --repeat RULE      How the item repeats: "every day 9:00", "every weekday 8:30",
                             "every monday", "every 2 weeks on tue, thu", "every month on the
                             1st", "every last friday", or a raw "RRULE:FREQ=..." line
          --remind           Remind at the due time (needs a due date)
          --remind-before DURATION
                             Remind this long before the due time: 15m, 2h, 1d; repeatable
          --remind-at WHEN   Remind at this date and time; repeatable
          -h, --help         Show this help

        When remindd cannot be reached, the item is saved all the same, its ID is printed,
        and the exit status is 1 with a message saying the reminder was not set.

        Examples:
          checklists add "Buy milk"
          checklists add "Call the dentist" --list Errands --due "2026-12-24 09:30" --remind
          checklists add "Team call" --due "every tuesday 14:00" --remind --remind-before 15m

        """)

    /// `checklists items --help`.
    public static let items = tr(
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

    /// `checklists edit --help`.
    public static let edit = tr(
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

    /// `checklists check --help`.
    public static let check = tr(
        """
        Usage: checklists check ID

        Checks an item off and cancels its pending reminders. A repeating item moves on to
        its next occurrence instead (unchecked, its reminders scheduled for it); the last
        occurrence of a finished series is checked off for good.

        Options:
          -h, --help         Show this help

        """)

    /// `checklists uncheck --help`.
    public static let uncheck = tr(
        """
        Usage: checklists uncheck ID

        Unchecks an item and schedules its reminders that come in the future again. Right
        after a repeating item moved on, it brings back the occurrence it moved on from.

        Options:
          -h, --help         Show this help

        """)

    /// `checklists remove --help`.
    public static let remove = tr(
        """
        Usage: checklists remove ID

        Deletes an item and cancels its reminder. There is no undo.

        Options:
          -h, --help         Show this help

        """)
}
