import CalDAV
import ChecklistsSync
import Translations

/// Adds, lists or removes a CalDAV account: `account add|list|remove`.
enum AccountVerb: VerbDefinition {
    /// The name typed on the command line.
    static let name = "account"
    /// The overview lists it under this heading.
    static let group = VerbGroup.sync
    /// Its line in the overview.
    static let summary = tr("Add, list or remove an account on a CalDAV server")
    /// Its forms, as its usage and the man page's synopsis show them.
    static let synopsis = [
        tr("account add URL|HOST|ADDRESS [--user NAME] [--lists NAME,...] [--certificate SHA256]"),
        tr("account add --online-account ID [--lists NAME,...]"),
        tr("account list [--json]"),
        tr("account online [--json]"),
        tr("account remove URL"),
    ]
    /// Its arguments that are not options.
    static let arguments: [ArgumentDeclaration] = [
        ArgumentDeclaration("ACTION", "action", completion: .choices(["add", "list", "online", "remove"])),
        ArgumentDeclaration("URL", "server URL", completion: .url),
    ]
    /// Its options, as its help and the completions show them.
    static let options: [OptionDeclaration] = [
        .value("--user", tr("NAME"), "The user name on the server", help: tr("The user name on the server (add)")),
        .value("--lists", tr("NAME,..."), "Sync only these task lists", help: tr("Sync only these task lists (add)")),
        .value(
            "--certificate", tr("SHA256"), "Trust only this server certificate",
            help: tr("Trust this certificate of the server, and only it (add)")),
        .value(
            "--online-account", tr("ID"), "Use this account of Online Accounts",
            help: tr("Use this account of GNOME Online Accounts, with its password (add)")),
        .flag("--json", "Print JSON", help: tr("One JSON array (list, online)")),
    ]

    /// What it does, in its help.
    static let about = tr(
        """
        Syncs checklists with a CalDAV server you use (Nextcloud, Radicale, Baïkal,
        Fastmail, iCloud, mailbox.org…): each task list on the server is a checklist here,
        both ways, and the reminders of items made anywhere come on this computer.

        add     Adds the account and syncs it once. The server is a URL, a host alone, or
                an address such as ann@example.com (whose user name it is unless --user
                says otherwise): a host or an address is looked up in DNS (_caldavs._tcp
                and _caldav._tcp records, RFC 6764), then asked at https://HOST, and the
                calendars are found through /.well-known/caldav. The account keeps the URL
                that answered. The password is read from standard input, or asked for; it
                is kept in the desktop's keyring, never in a file or on the command line.
                Every task list of the server is synced, or only those named in --lists
                (a name the server lacks is made there, from the checklist of that name
                here when there is one); a server without any gets one named "Checklists".
                A server whose certificate the system does not trust (one it signed
                itself) is refused with the certificate's SHA-256 fingerprint; when it is
                your server's (compare it on the server), add the account again with
                --certificate and that fingerprint: that certificate, and no other, is then
                trusted for the account, also when the server later shows another one.
                With --online-account ID instead of a URL, the account is the one GNOME
                Online Accounts keeps under that id (see online): its server and user come
                from there, and its password is asked of the desktop at each sync, never
                stored here. Removed there, or its calendars turned off, it stops syncing
                and says so.
        list    Shows each account: URL, user, the checklists it syncs, the last sync and
                the last error.
        online  Shows the accounts of GNOME Online Accounts with calendars (Nextcloud, and
                CalDAV on newer GNOME) that no account here uses yet, with their ids.
        remove  Forgets the account and its password. Its checklists stay here, with their
                items, no longer synced; the server keeps its copy.
        """)
    /// Its help after the options.
    static let epilogue: String? = tr(
        """
        Exit status: 1 when the server cannot be reached or refuses (one line says which),
        2 on bad usage.

        Examples:
          checklists account add https://cloud.example.com/remote.php/dav --user ann
          echo "$PASSWORD" | checklists account add dav.example.com --user ann --lists Errands
          checklists account add ann@example.com
          checklists account remove https://cloud.example.com/remote.php/dav
        """)

    /// The command its arguments ask for.
    static func parse(_ reader: inout ArgumentReader, with parser: CommandParser) throws(CommandLineError) -> Command {
        .account(try AccountParser.account(&reader))
    }

    /// Adds, lists or removes an account; `sync` runs as `SyncVerb` does.
    static func run(_ action: AccountAction, with runner: CommandRunner) throws(CommandLineError) {
        switch action {
        case .add(let url, let user, let lists, let certificate):
            let engine = try runner.openSyncEngine()
            let password = try runner.syncing { try runner.readPassword(url, user) }
            let (url, report) = try runner.syncing {
                do {
                    return try engine.addAccount(
                        server: url, user: user, password: password, lists: lists, certificate: certificate)
                } catch SyncError.server(.untrustedCertificate(let host, let fingerprint?)) {
                    throw CommandLineError.failure(
                        tr(
                            "the certificate of %1$s is not trusted (SHA-256 fingerprint %2$s); if it is your server's, add the account with --certificate %2$s",
                            host, fingerprint))
                }
            }
            let names = try runner.syncing { try engine.accounts() }.first { $0.url == url }?.lists ?? []
            runner.output.standardOutput(
                tr("Added %s for %s, syncing: %s", url, user, names.joined(separator: ", ")) + "\n")
            try runner.finish(report, json: false)
        case .addOnline(let id, let lists):
            let engine = try runner.openSyncEngine()
            let (url, report) = try runner.syncing { try engine.addOnlineAccount(id: id, lists: lists) }
            let added = try runner.syncing { try engine.accounts() }.first { $0.url == url }
            runner.output.standardOutput(
                tr(
                    "Added %s for %s, syncing: %s", url, added?.user ?? "",
                    (added?.lists ?? []).joined(separator: ", ")) + "\n")
            try runner.finish(report, json: false)
        case .online(let json):
            let engine = try runner.openSyncEngine()
            let offers = try runner.syncing { try engine.onlineAccountOffers() }
            runner.output.standardOutput(
                json ? try SyncOutput.onlineAccountsJSON(offers) : SyncOutput.onlineAccountsTable(offers))
        case .list(let json):
            let engine = try runner.openSyncEngine()
            let accounts = try runner.syncing { try engine.accounts() }
            runner.output.standardOutput(
                json
                    ? try SyncOutput.accountsJSON(accounts, in: runner.timeZone)
                    : SyncOutput.accountsTable(accounts, in: runner.timeZone))
        case .remove(let url):
            let engine = try runner.openSyncEngine()
            try runner.syncing { try engine.removeAccount(url: url) }
        case .sync(let json):
            try SyncVerb.run(json: json, with: runner)
        }
    }
}
