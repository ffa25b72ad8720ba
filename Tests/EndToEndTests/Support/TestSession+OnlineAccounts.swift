import Foundation
import TestSupport

/// A Nextcloud account as GNOME Online Accounts keeps it: a group of goa-daemon's accounts
/// file, and its password in the keyring under Online Accounts' own schema.
struct TestOnlineAccount {
    /// Online Accounts' id.
    var id: String
    /// The user name.
    var user: String
    /// How the desktop names it.
    var presentationIdentity: String
    /// The server's root, as Settings stores it.
    var server: String
    /// The password.
    var password: String
    /// Whether the user told Online Accounts to accept the server's certificate errors.
    var acceptsCertificateErrors = false

    /// The account of `server`'s test user.
    static func nextcloud(_ id: String, on server: CalDAVTestServer) -> TestOnlineAccount {
        TestOnlineAccount(
            id: id, user: server.user, presentationIdentity: "\(server.user)@127.0.0.1", server: server.url + "/",
            password: server.password)
    }

    /// Its group in accounts.conf.
    var group: String {
        """
        [Account \(id)]
        Provider=owncloud
        Identity=\(user)
        PresentationIdentity=\(presentationIdentity)
        Uri=\(server)
        AcceptSslErrors=\(acceptsCertificateErrors)
        CalendarEnabled=true
        ContactsEnabled=false
        FilesEnabled=false

        """
    }
}

extension TestSession {
    /// Starts a real goa-daemon on the session's bus with `accounts` in its accounts file
    /// (`$XDG_CONFIG_HOME/goa-1.0/accounts.conf`) and their passwords in the session's file
    /// keyring (the one `syncSettings` names), and waits until it offers them.
    func startOnlineAccounts(_ accounts: [TestOnlineAccount]) async throws {
        try writeOnlineAccounts(accounts)
        for account in accounts {
            let stored = await runTool(
                "/usr/bin/python3", ["-c", Self.storeCredentials, "owncloud:gen0:\(account.id)", account.password],
                settings: syncSettings, timeout: .seconds(30))
            guard stored.status == 0 else { throw BusQueryFailed(description: "storing GOA credentials: \(stored)") }
        }
        let log = files.path("goa-daemon.log")
        let daemon = try launch(
            "goa-daemon", executable: "/usr/libexec/goa-daemon", arguments: [],
            settings: syncSettings,
            standardOutput: log)
        let offered = await waitUntil(timeout: .seconds(30)) {
            let objects = await self.gdbus(
                "org.gnome.OnlineAccounts", "/org/gnome/OnlineAccounts",
                "org.freedesktop.DBus.ObjectManager.GetManagedObjects")
            return accounts.allSatisfy { objects.stdout.contains("/Accounts/\($0.id)") }
        }
        guard offered, daemon.isRunning else {
            throw BusQueryFailed(description: "goa-daemon did not offer the accounts: \(ChildProcess.read(log))")
        }
    }

    /// Removes the account `id` as GNOME Settings does (its `Account.Remove` call to
    /// goa-daemon), and waits until goa-daemon no longer offers it.
    func removeOnlineAccount(_ id: String) async throws {
        let path = "/org/gnome/OnlineAccounts/Accounts/\(id)"
        let removed = await gdbus("org.gnome.OnlineAccounts", path, "org.gnome.OnlineAccounts.Account.Remove")
        guard removed.status == 0 else { throw BusQueryFailed(description: "Account.Remove: \(removed)") }
        let gone = await waitUntil(timeout: .seconds(20)) {
            let objects = await self.gdbus(
                "org.gnome.OnlineAccounts", "/org/gnome/OnlineAccounts",
                "org.freedesktop.DBus.ObjectManager.GetManagedObjects")
            return objects.status == 0 && !objects.stdout.contains(path)
        }
        guard gone else { throw BusQueryFailed(description: "goa-daemon still offers \(id)") }
    }

    /// Writes goa-daemon's accounts file with `accounts` alone, as Settings would have left it.
    private func writeOnlineAccounts(_ accounts: [TestOnlineAccount]) throws {
        let folder = files.configHome + "/goa-1.0"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try accounts.map(\.group).joined(separator: "\n")
            .write(toFile: folder + "/accounts.conf", atomically: true, encoding: .utf8)
    }

    /// Whether the keyring holds a password of Checklists' own (its schema) for `user` at `url`.
    func keyringHoldsOwnPassword(url: String, user: String) async throws -> Bool {
        let found = await runTool(
            "/usr/bin/python3", ["-c", Self.lookupOwn, url, user], settings: syncSettings, timeout: .seconds(30))
        guard found.status == 0 else { throw BusQueryFailed(description: "looking up the keyring: \(found)") }
        return found.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "found"
    }

    /// Stores a password as Online Accounts does: its schema, `goa-identity` PROVIDER:genN:ID,
    /// the value a GVariant text of the credentials.
    private static let storeCredentials = """
        import sys, gi
        gi.require_version("Secret", "1")
        from gi.repository import Secret
        schema = Secret.Schema.new("org.gnome.OnlineAccounts", Secret.SchemaFlags.DONT_MATCH_NAME,
            {"goa-identity": Secret.SchemaAttributeType.STRING})
        value = "{'password': <%s>}" % repr(sys.argv[2])
        Secret.password_store_sync(schema, {"goa-identity": sys.argv[1]}, Secret.COLLECTION_DEFAULT,
            "GOA owncloud credentials", value, None)
        """

    /// Prints "found" when Checklists' schema has a password for URL and USER, else "none".
    private static let lookupOwn = """
        import sys, gi
        gi.require_version("Secret", "1")
        from gi.repository import Secret
        schema = Secret.Schema.new("org.checklists.Checklists.Account", Secret.SchemaFlags.NONE,
            {"url": Secret.SchemaAttributeType.STRING, "user": Secret.SchemaAttributeType.STRING})
        print("found" if Secret.password_lookup_sync(schema, {"url": sys.argv[1], "user": sys.argv[2]}, None) else "none")
        """
}
