import Foundation
import TestSupport
import Testing

extension DesktopTests {
    /// Settings' Accounts section and Add Account, driven by keys and AT-SPI as a user would,
    /// against a real Radicale.
    @Suite("Window: accounts")
    struct AccountsWindowTests {
        /// The labels on screen once one satisfies `wanted`, waiting up to 30 s.
        private static func labels(
            in window: AppWindow, until wanted: @escaping (String) -> Bool
        ) async throws -> [String] {
            var labels: [String] = []
            let shown = try await window.session.waitUntil(timeout: .seconds(30)) {
                labels = (try? await window.visibleLabels()) ?? []
                return labels.contains(where: wanted)
            }
            #expect(shown, "\(labels)")
            return labels
        }

        /// `checklists account list --json` as the URLs and the lists of each account.
        private static func accounts(_ session: TestSession) async throws -> [[String]] {
            struct Entry: Decodable {
                var url: String
                var lists: [String]
            }
            let result = await session.runSyncing(["account", "list", "--json"])
            return try ListingEntries.decode([Entry].self, from: result).map { [$0.url] + $0.lists }
        }

        /// Opens Settings, then Add Account…, and fills in the server and the user name.
        private static func openAddAccount(_ window: AppWindow, server: CalDAVTestServer) async throws {
            try await window.press("alt+s")
            #expect(try await window.waitForWindow(named: "^Settings$") != nil)
            _ = try await labels(in: window) { $0.hasPrefix("No accounts") }
            try await window.press("alt+o")
            #expect(try await window.focusWindow(named: "^Add Account$"))
            try await window.type(server.url)
            try await window.press("alt+u")
            try await window.type(server.user)
        }

        /// By the server's root URL: a wrong password gets one sentence and stores nothing;
        /// the right one shows the server's task list, ticked, and Add adds the account,
        /// whose row shows the server, the user, the list and the sync. Sync Now brings a
        /// task added on the server since, and the section's "Syncing…" goes once the sync
        /// ended; Remove forgets the account and keeps the checklist and its items.
        @Test func addSyncAndRemoveAnAccount() async throws {
            let server = try await CalDAVTestServer.start(.radicale)
            let collection = try await server.makeCollection("groceries", displayName: "Groceries")
            try await server.put(SyncWindowTests.task("bread", "Bread"), at: collection + "bread.ics")
            try await TestSession.with { session in
                let window = try await AppWindow.open(in: session, settings: session.syncSettings)
                let lists = try await session.listNames()
                try await Self.openAddAccount(window, server: server)
                try await window.press("alt+p")
                try await window.type("wrong")
                try await window.press("Return")
                _ = try await Self.labels(in: window) { $0 == "The server refused the user name or the password." }
                #expect(try await Self.accounts(session).isEmpty)
                #expect(try await session.listNames() == lists)

                try await window.press("alt+p", "ctrl+a")
                try await window.type(server.password)
                try await window.press("Return")
                let found = try await session.waitUntil(timeout: .seconds(30)) {
                    ((try? await window.accessibleTree()) ?? []).contains {
                        $0.role == "check box" && $0.name == "Groceries" && $0.showing
                    }
                }
                #expect(found)
                await window.screenshot("add-account")
                try await window.press("Return")
                // The row may show before the note: the window also sees the database change.
                let added = "Added the account at \(server.url) and synced it."
                _ = try await Self.labels(in: window) { $0 == added }
                let row = try await Self.labels(in: window) { $0.hasPrefix("Last synced ") }
                #expect(row.contains(server.url) && row.contains("User: \(server.user)"), "\(row)")
                #expect(row.contains("Syncs: Groceries"), "\(row)")
                #expect(row.contains(added), "\(row)")
                #expect(try await Self.accounts(session) == [[server.url, "Groceries"]])
                #expect(try await session.items().map(\.text) == ["Bread"])
                await window.screenshot("settings-accounts")

                try await server.put(SyncWindowTests.task("milk", "Milk"), at: collection + "milk.ics")
                try await window.activate(role: "push button", named: "Sync Now")
                let synced = try await session.waitUntil(timeout: .seconds(30)) {
                    ((try? await session.items()) ?? []).contains { $0.text == "Milk" }
                }
                #expect(synced)
                let ended = try await session.waitUntil(timeout: .seconds(10)) {
                    !((try? await window.visibleLabels()) ?? ["Syncing…"]).contains("Syncing…")
                }
                #expect(ended)

                try await window.activate(
                    role: "push button", named: "Remove the account of \(server.user) at \(server.url)")
                _ = try await Self.labels(in: window) { $0.hasPrefix("Removed the account at \(server.url)") }
                _ = try await Self.labels(in: window) { $0.hasPrefix("No accounts") }
                #expect(try await Self.accounts(session).isEmpty)
                #expect(Set(try await session.listNames()) == Set(lists + ["Groceries"]))
                #expect(Set(try await session.items().map(\.text)) == ["Bread", "Milk"])
            }
        }

        /// A server without a task list: the dialog says so and offers to make one; Add
        /// makes "Checklists" there, which a task added here then reaches.
        @Test func aServerWithoutTaskListsGetsOne() async throws {
            let server = try await CalDAVTestServer.start(.radicale)
            try await TestSession.with { session in
                let window = try await AppWindow.open(in: session, settings: session.syncSettings)
                try await Self.openAddAccount(window, server: server)
                try await window.press("alt+p")
                try await window.type(server.password)
                try await window.press("Return")
                _ = try await Self.labels(in: window) { $0.hasPrefix("The server has no task lists yet.") }
                #expect(try await server.collections().isEmpty)
                try await window.press("Return")
                _ = try await Self.labels(in: window) { $0 == "Syncs: Checklists" }
                let made = try await server.collections()
                #expect(made.count == 1, "\(made)")

                #expect(await session.run(["add", "Pay rent", "--list", "Checklists"]).status == 0)
                _ = try await session.sync()
                let listing = try await server.listing(try #require(made.first))
                #expect(listing.count == 1, "\(listing)")
                let task = try await server.get(try #require(listing.first))
                #expect(task.body.contains("SUMMARY:Pay rent"), "\(task.body)")
            }
        }

        /// By an address alone: `ann@example.test`, whose domain has a `_caldav._tcp` SRV
        /// record (served by the test's own DNS server, the app's only one) naming Radicale's
        /// host and port. With the user name left empty, Next finds the server and says it has
        /// no task lists yet; Add adds the account, whose row shows the URL discovery found,
        /// `http://dav.example.test:PORT`, and "Syncs: Checklists"; the account's user is the address.
        @Test func addingByAnAddressFindsTheServerThroughItsSRVRecord() async throws {
            let server = try await CalDAVTestServer.start(.radicale, user: "ann@example.test")
            let port = try #require(URL(string: server.url)?.port)
            let dns = try await DNSTestServer.start([
                .srv(name: "_caldav._tcp.example.test", target: "dav.example.test", port: port),
                .address(name: "dav.example.test", ip: "127.0.0.1"),
            ])
            let found = "http://dav.example.test:\(port)"
            try await TestSession.with { session in
                let window = try await AppWindow.open(
                    in: session, settings: session.syncSettings, wrapper: dns.isolating)
                try await window.press("alt+s")
                #expect(try await window.waitForWindow(named: "^Settings$") != nil)
                _ = try await Self.labels(in: window) { $0.hasPrefix("No accounts") }
                try await window.press("alt+o")
                #expect(try await window.focusWindow(named: "^Add Account$"))
                try await window.type("ann@example.test")
                try await window.press("alt+p")
                try await window.type(server.password)
                try await window.press("Return")
                _ = try await Self.labels(in: window) { $0.hasPrefix("The server has no task lists yet.") }
                try await window.press("Return")
                _ = try await Self.labels(in: window) { $0 == "Syncs: Checklists" }
                let row = try await Self.labels(in: window) { $0 == found }
                #expect(row.contains("User: ann@example.test"), "\(row)")
                await window.screenshot("add-account-by-address")

                let accounts = try await SyncCertificateTests.accounts(session)
                #expect(accounts.map { $0["url"] as? String } == [found], "\(accounts)\n\(server.log)")
                #expect(accounts.first?["user"] as? String == "ann@example.test", "\(accounts)")
            }
        }

        /// A server with a certificate of its own making: the sentence shows the fingerprint
        /// openssl prints for it and nothing is stored; ticking "Trust this certificate" and
        /// Next find the server, Add adds the account pinned to that certificate, and a task
        /// added here reaches the server. Started again with another certificate, the
        /// server is refused: the row says so, naming the new fingerprint.
        @Test func aSelfSignedCertificateIsAddedOnceConfirmed() async throws {
            let folder = try TemporaryFolder()
            let first = try await TLSCertificate.make(named: "first", in: folder)
            let server = try await CalDAVTestServer.start(.radicale, tls: first)
            let port = try #require(URL(string: server.url)?.port)
            try await TestSession.with { session in
                let window = try await AppWindow.open(in: session, settings: session.syncSettings)
                try await Self.openAddAccount(window, server: server)
                try await window.press("alt+p")
                try await window.type(server.password)
                try await window.press("Return")
                _ = try await Self.labels(in: window) {
                    $0.hasPrefix(
                        "The certificate of 127.0.0.1 is not trusted. Its SHA-256 fingerprint is \(first.fingerprint).")
                }
                #expect(try await Self.accounts(session).isEmpty)
                await window.screenshot("add-account-certificate")

                try await window.press("alt+t")
                try await window.press("Return")
                _ = try await Self.labels(in: window) { $0.hasPrefix("The server has no task lists yet.") }
                try await window.press("Return")
                _ = try await Self.labels(in: window) { $0 == "Syncs: Checklists" }
                #expect(try await Self.accounts(session) == [[server.url, "Checklists"]])
                let pinned = try await SyncCertificateTests.accounts(session).first?["certificate"] as? String
                #expect(pinned == first.fingerprint)
                #expect(await session.run(["add", "Pay rent", "--list", "Checklists"]).status == 0)
                _ = try await session.sync()
                #expect(server.storedCalendarObjects().contains { $0.contains("SUMMARY:Pay rent") })

                server.stop()
                let second = try await TLSCertificate.make(named: "second", in: folder)
                let other = try await CalDAVTestServer.start(.radicale, tls: second, port: UInt16(port))
                try await window.activate(role: "push button", named: "Sync Now")
                _ = try await Self.labels(in: window) {
                    $0.hasPrefix("Last sync failed: ") && $0.contains(second.fingerprint)
                }
                #expect(other.storedCalendarObjects().isEmpty)
            }
        }

        /// The desktop's Nextcloud account in Online Accounts (a real goa-daemon): Settings
        /// offers it in one line with Use; Use adds it with its task lists and syncs it, a
        /// task from the server arrives, and the offer goes.
        @Test func theDesktopsOnlineAccountIsOfferedAndUsed() async throws {
            let server = try await CalDAVTestServer.start(.radicale)
            let collection = try await server.makeCollection("groceries", displayName: "Groceries")
            try await server.put(SyncWindowTests.task("bread", "Bread"), at: collection + "bread.ics")
            try await TestSession.with { session in
                let account = TestOnlineAccount.nextcloud("account_1700000000_0", on: server)
                try await session.startOnlineAccounts([account])
                let window = try await AppWindow.open(in: session, settings: session.syncSettings)
                try await window.press("alt+s")
                #expect(try await window.waitForWindow(named: "^Settings$") != nil)
                let offer = "Use Nextcloud account \(account.presentationIdentity) from Online Accounts"
                _ = try await Self.labels(in: window) { $0 == offer }
                await window.screenshot("accounts-online")
                try await window.activate(
                    role: "push button", named: "Use the Nextcloud account \(account.presentationIdentity)")
                _ = try await Self.labels(in: window) { $0 == "Added the account at \(server.url) and synced it." }
                let row = try await Self.labels(in: window) { $0 == "Syncs: Groceries" }
                #expect(!row.contains(offer), "\(row)")
                #expect(try await session.items().map(\.text) == ["Bread"])
            }
        }

        /// A server that never answers: "Checking…" shows while the window keeps answering
        /// (AT-SPI reads it from the GTK thread), then the sentence says it did not answer in
        /// time; a port nothing listens on gets "cannot reach"; nothing is stored.
        @Test func serversThatDoNotAnswer() async throws {
            let silent = try await StubHTTPServer.start(.silent)
            let closed = try CalDAVTestServer.freePort()
            try await TestSession.with { session in
                let window = try await AppWindow.open(
                    in: session, settings: session.syncSettings.merging(["CHECKLISTS_HTTP_TIMEOUT": "3"]) { $1 })
                try await window.press("alt+s")
                #expect(try await window.waitForWindow(named: "^Settings$") != nil)
                try await window.press("alt+o")
                #expect(try await window.focusWindow(named: "^Add Account$"))
                try await window.type(silent.url)
                try await window.press("alt+u")
                try await window.type("ann")
                try await window.press("alt+p")
                try await window.type("secret")
                try await window.press("Return")
                _ = try await Self.labels(in: window) { $0 == "Checking…" }
                _ = try await Self.labels(in: window) {
                    $0.hasPrefix("The server ") && $0.hasSuffix(" did not answer in time.")
                }

                try await window.press("alt+s", "ctrl+a")
                try await window.type("http://127.0.0.1:\(closed)/")
                try await window.press("Return")
                _ = try await Self.labels(in: window) { $0.hasPrefix("Checklists cannot reach the server 127.0.0.1") }
                #expect(try await Self.accounts(session).isEmpty)
            }
        }
    }
}
