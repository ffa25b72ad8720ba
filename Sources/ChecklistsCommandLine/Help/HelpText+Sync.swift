import Translations

extension HelpText {
    /// `checklists account --help`.
    public static let account = tr(
        """
        Usage: checklists account add URL --user NAME [--lists NAME,...]
               checklists account list [--json]
               checklists account remove URL

        Syncs checklists with a CalDAV server you use (Nextcloud, Radicale, Baïkal,
        Fastmail, iCloud, mailbox.org…): each task list on the server is a checklist here,
        both ways, and the reminders of items made anywhere come on this computer.

        add     Adds the account and syncs it once. URL is the server (a host alone is
                enough: the calendars are found through /.well-known/caldav). The password
                is read from standard input, or asked for; it is kept in the desktop's
                keyring, never in a file or on the command line. Every task list of the
                server is synced, or only those named in --lists (a name the server lacks
                is made there, from the checklist of that name here when there is one); a
                server without any gets one named "Checklists".
        list    Shows each account: URL, user, the checklists it syncs, the last sync and
                the last error.
        remove  Forgets the account and its password. Its checklists stay here, with their
                items, no longer synced; the server keeps its copy.

        Options:
          --user NAME        The user name on the server (add)
          --lists NAME,...   Sync only these task lists (add)
          --json             One JSON array (list)
          -h, --help         Show this help

        Exit status: 1 when the server cannot be reached or refuses (one line says which),
        2 on bad usage.

        Examples:
          checklists account add https://cloud.example.com/remote.php/dav --user ann
          echo "$PASSWORD" | checklists account add dav.example.com --user ann --lists Errands
          checklists account remove https://cloud.example.com/remote.php/dav

        """)

    /// `checklists sync --help`.
    public static let sync = tr(
        """
        Usage: checklists sync [--json]

        Syncs every account once, both ways, and prints one line: how many items were
        added, updated, deleted and merged (changed on both sides, merged property by
        property; the change made last wins where both changed the same one). The app syncs
        by itself too: at start, a few seconds after each change, every 15 minutes, when the
        network comes back and after a resume.

        Options:
          --json             One JSON object: added, updated, deleted, merged,
                             mergedItems, failures (account, message), accounts
          -h, --help         Show this help

        Exit status: 1 when a server cannot be reached or refuses (the other accounts are
        synced all the same), 2 on bad usage.

        """)
}
