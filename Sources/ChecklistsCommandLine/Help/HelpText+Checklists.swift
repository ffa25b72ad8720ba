extension HelpText {
    /// `checklists lists --help`.
    public static let lists = """
        Usage: checklists lists [--json]

        Lists the checklists by name, each with the number of its items not yet checked off.

        Options:
          --json             Print one JSON array instead of a table; each entry has name
                             and unchecked
          -h, --help         Show this help

        """

    /// `checklists new-list --help`.
    public static let newList = """
        Usage: checklists new-list NAME

        Adds an empty checklist. The name is trimmed; it must not be empty, longer than 200
        characters or on more than one line, and no other checklist may have it (names are
        compared regardless of case).

        Options:
          -h, --help         Show this help

        """

    /// `checklists rename-list --help`.
    public static let renameList = """
        Usage: checklists rename-list NAME NEW-NAME

        Renames the checklist NAME (any case) to NEW-NAME, by the rules of new-list.

        Options:
          -h, --help         Show this help

        """

    /// `checklists remove-list --help`.
    public static let removeList = """
        Usage: checklists remove-list NAME

        Deletes the checklist NAME (any case) with all its items, and cancels their
        reminders. There is no undo.

        Options:
          -h, --help         Show this help

        """

    /// `checklists add --help`.
    public static let add = """
        Usage: checklists add TEXT [--list NAME] [--due "YYYY-MM-DD HH:MM"] [--remind]

        Adds an unchecked item and prints its ID, a number that is never given to another
        item. The text is trimmed; it must not be empty, longer than 1000 characters or on
        more than one line. With --remind and a due date in the future, remindd pops up
        "Reminder:" with the text at the due date.

        Options:
          --list NAME        The checklist (any case), created when missing
                             (default: "Checklist", created when missing)
          --due DATE-TIME    The due date, local time, "YYYY-MM-DD HH:MM"; seconds may be
                             given and are dropped: reminders come to the minute
          --remind           Remind at the due date (needs --due)
          -h, --help         Show this help

        When remindd cannot be reached, the item is saved all the same, its ID is printed,
        and the exit status is 1 with a message saying the reminder was not set.

        Examples:
          checklists add "Buy milk"
          checklists add "Call the dentist" --list Errands --due "2026-12-24 09:30" --remind

        """

    /// `checklists items --help`.
    public static let items = """
        Usage: checklists items [--list NAME] [--json]

        Lists items as the window shows them: by checklist (by name), then by due date
        (items without one last), then by ID.

        Options:
          --list NAME        Only the items of this checklist (any case)
          --json             Print one JSON array instead of a table; each entry has id,
                             text, list, checked, due (ISO 8601 with the local UTC offset,
                             or null) and remind
          -h, --help         Show this help

        """

    /// `checklists edit --help`.
    public static let edit = """
        Usage: checklists edit ID [--text TEXT] [--due "YYYY-MM-DD HH:MM" | --no-due]
                                  [--remind | --no-remind]

        Changes an item; what is not given stays as it is. Its reminder follows: the
        pending one is cancelled, and a new one is scheduled when Remind Me is on, the item
        is unchecked and the due date is in the future.

        Options:
          --text TEXT        The new text, by the rules of add
          --due DATE-TIME    The new due date, local time, "YYYY-MM-DD HH:MM"
          --no-due           Remove the due date, and with it the reminder
          --remind           Remind at the due date (the item needs one, given or stored)
          --no-remind        Do not remind
          -h, --help         Show this help

        """

    /// `checklists check --help`.
    public static let check = """
        Usage: checklists check ID

        Checks an item off and cancels its pending reminder.

        Options:
          -h, --help         Show this help

        """

    /// `checklists uncheck --help`.
    public static let uncheck = """
        Usage: checklists uncheck ID

        Unchecks an item; when Remind Me is on and its due date is in the future, its
        reminder is scheduled again.

        Options:
          -h, --help         Show this help

        """

    /// `checklists remove --help`.
    public static let remove = """
        Usage: checklists remove ID

        Deletes an item and cancels its reminder. There is no undo.

        Options:
          -h, --help         Show this help

        """
}
