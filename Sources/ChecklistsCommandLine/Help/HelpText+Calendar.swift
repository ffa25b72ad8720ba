import Translations

extension HelpText {
    /// `checklists export --help`.
    public static let export = tr(
        """
        Usage: checklists export FILE [--list NAME]

        Writes every checklist, or the one named, as iCalendar (RFC 5545) that Thunderbird,
        Evolution, Nextcloud Tasks, Tasks.org and CalDAV servers read: one VCALENDAR a
        checklist (its name in X-WR-CALNAME), one VTODO an item, with its notes, due date,
        repeat rule and one VALARM per reminder. What an import kept of another app's
        properties is written back unchanged. FILE "-" is standard output; a file is
        replaced whole.

        Options:
          --list NAME        Only this checklist (any case)
          -h, --help         Show this help

        Examples:
          checklists export checklists.ics
          checklists export - --list Errands

        """)

    /// `checklists import --help`.
    public static let `import` = tr(
        """
        Usage: checklists import FILE [--list NAME]

        Reads an iCalendar file into the checklists it names (X-WR-CALNAME; created when
        missing), or all into NAME, and prints one line: how many items were added,
        updated and skipped, and why. An item whose UID is here already is updated when
        the file's copy was changed later (LAST-MODIFIED), not duplicated. Events are
        skipped. Reminders of imported items follow the rules of typed ones. FILE "-" is
        standard input.

        A file that cannot be read is refused with one line naming the line number and
        what was wrong, and nothing is imported (all or none).

        Options:
          --list NAME        Put every item into this checklist (any case)
          -h, --help         Show this help

        Examples:
          checklists import ~/Downloads/tasks.ics
          checklists import - --list Errands < shared.ics

        """)
}
