import Translations

/// The help texts of `checklists` and of each command.
public enum HelpText {
    /// The overview, shown by `checklists --help` and, on standard error, by `checklists` alone.
    public static let main = tr(
        """
        Usage: checklists [COMMAND [OPTIONS]]

        Checklists keeps checklists of items, each with an optional due date and reminder.
        Reminders go through remindd, the reminder daemon of your session, which delivers
        them as desktop notifications even when Checklists is not running. The checklists
        are kept in $XDG_DATA_HOME/checklists (by default ~/.local/share/checklists), the
        settings in $XDG_CONFIG_HOME/checklists (by default ~/.config/checklists).

        Checklist commands:
          lists            List the checklists and how many items each has left
          new-list         Add a checklist
          rename-list      Rename a checklist
          remove-list      Delete a checklist, its items and their reminders
          add              Add an item, with a due date and a reminder if you like
          items            List the items of one checklist, or of all
          edit             Change an item's text, due date or reminder
          check            Check an item off (its reminder is cancelled)
          uncheck          Uncheck an item (its reminder is scheduled again)
          remove           Delete an item and its reminder
          export           Write checklists as an iCalendar file other apps read
          import           Read checklists from an iCalendar file

        Notification commands:
          notify           Schedule a notification, or show one at once
          pending          List the notifications that are scheduled and not yet delivered
          delivered        List the notifications already delivered
          cancel           Cancel scheduled notifications
          clear-delivered  Forget delivered notifications

        Sync (CalDAV: Nextcloud, Radicale, Baïkal, Fastmail, iCloud, mailbox.org…):
          account          Add, list or remove an account on a CalDAV server
          sync             Sync every account now

        Settings:
          daily-reminder   Show the daily reminder, turn it on at a time of day, or off

        Options:
          -h, --help       Show this help; "checklists COMMAND --help" (or "checklists help
                           COMMAND") explains a command and its options

        Without a command, checklists opens its window; when it is open already, the
        running window comes to the front instead.

        Exit status: 0 on success; 2 on bad usage or bad input (nothing was changed);
        1 on any other failure, such as remindd not being reachable (a change of a checklist
        or a setting is saved all the same; the message says so).

        """)

    /// `checklists notify --help`.
    public static let notify = tr(
        """
        Usage: checklists notify --title TEXT [--body TEXT] [--id ID] [--sound NAME | --silent]
                                 [--urgency low|normal|critical] [--attachment PATH]
                                 [--in DURATION [--repeats] | --at "YYYY-MM-DD HH:MM[:SS]" |
                                  --match "hour=14,minute=0,weekday=3" [--repeats] |
                                  --near LAT,LON --radius METRES [--on-exit] [--repeats]]

        Schedules a notification and prints its identifier. Without --in, --at, --match or
        --near it is delivered at once. A notification with the identifier of a pending one replaces it.

        Options:
          --title TEXT       The summary line of the popup (required)
          --body TEXT        The text under the title
          --id ID            The identifier, to replace or cancel the notification later
                             (default: a new random UUID, lowercased)
          --sound NAME       A sound of the freedesktop sound theme, such as
                             alarm-clock-elapsed (default: the desktop's usual sound)
          --silent           Play no sound
          --urgency LEVEL    low, normal (the default) or critical; a critical popup stays
                             until it is dismissed
          --attachment PATH  A PNG or JPEG image the popup shows (the notification server's
                             image-path hint); remindd refuses a file it cannot read
          --in DURATION      Deliver after DURATION: a positive combination of the units
                             d, h, m and s, largest first, such as 10s, 5m, 2h, 1d or 1h30m
          --at DATE-TIME     Deliver once at this local date and time, "YYYY-MM-DD HH:MM" or
                             "YYYY-MM-DD HH:MM:SS"; it must be in the future
          --match PAIRS      Deliver when the local date and time match comma-separated
                             key=value pairs. Keys: year, month, day, hour, minute, second,
                             weekday (1=Sunday to 7=Saturday, or mon..sun, monday..sunday)
                             and weekday-ordinal (1 to 5, or last: weekday=tue,weekday-ordinal=2
                             is the second Tuesday, weekday=sun,weekday-ordinal=last the last
                             Sunday). Only the keys given take part.
          --near LAT,LON     Deliver on arriving at a place, given in decimal degrees
                             such as 52.52,13.405 (needs the desktop's location service)
          --radius METRES    With --near: the size of the place, 1 to 100000 metres
          --on-exit          With --near: deliver on leaving the place instead
          --repeats          With --in: deliver every DURATION (at least 60 seconds).
                             With --match: deliver at every match, not only the next one.
                             With --near: deliver at every arrival (or departure)
          -h, --help         Show this help

        Only one of --in, --at, --match and --near may be given.

        Examples:
          checklists notify --title "Tea is ready" --in 3m
          checklists notify --title "Stand-up" --match "hour=9,minute=30,weekday=mon" --repeats
          checklists notify --id dentist --title "Dentist" --body "Bring the card" \\
                            --at "2026-12-24 18:30"

        """)

    /// `checklists pending --help`.
    public static let pending = tr(
        """
        Usage: checklists pending [--json]

        Lists the notifications that are scheduled and not yet delivered, soonest first:
        when each fires next (local time), its identifier, its title and whether it repeats.

        Options:
          --json             Print one JSON array instead of a table; each entry has id,
                             title, subtitle, body, repeats, trigger and nextTriggerDate
                             (ISO 8601 with the local UTC offset)
          -h, --help         Show this help

        """)

    /// `checklists delivered --help`.
    public static let delivered = tr(
        """
        Usage: checklists delivered [--json]

        Lists the notifications already delivered, newest first: when each was delivered
        (local time), its identifier, its title, and whether it came late (missed while the
        computer was off or asleep) or was recorded as missed without a popup.

        Options:
          --json             Print one JSON array instead of a table; each entry has id,
                             title, subtitle, body, occurrenceDate, deliveredAt (ISO 8601
                             with the local UTC offset), late and missed
          -h, --help         Show this help

        """)

    /// `checklists cancel --help`.
    public static let cancel = tr(
        """
        Usage: checklists cancel ID...
               checklists cancel --all

        Cancels scheduled notifications so that they are not delivered. Unknown identifiers
        are ignored. Give identifiers or --all, not both.

        Options:
          --all              Cancel every scheduled notification of Checklists
          -h, --help         Show this help

        """)

    /// `checklists clear-delivered --help`.
    public static let clearDelivered = tr(
        """
        Usage: checklists clear-delivered ID...
               checklists clear-delivered --all

        Forgets delivered notifications, so that they are no longer listed by
        "checklists delivered". Unknown identifiers are ignored. Give identifiers or --all,
        not both.

        Options:
          --all              Forget every delivered notification of Checklists
          -h, --help         Show this help

        """)

    /// The help of one command.
    public static func text(for verb: Verb) -> String {
        switch verb {
        case .notify: notify
        case .pending: pending
        case .delivered: delivered
        case .cancel: cancel
        case .clearDelivered: clearDelivered
        case .lists: lists
        case .newList: newList
        case .renameList: renameList
        case .removeList: removeList
        case .add: add
        case .items: items
        case .edit: edit
        case .check: check
        case .uncheck: uncheck
        case .remove: remove
        case .export: export
        case .import: `import`
        case .dailyReminder: dailyReminder
        case .account: account
        case .sync: sync
        }
    }
}
