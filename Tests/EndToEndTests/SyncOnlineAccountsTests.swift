import Foundation
import TestSupport
import Testing

/// The account the desktop already has: a real goa-daemon on the session's bus holds a
/// Nextcloud account whose server is a real Radicale.
@Suite("Accounts from GNOME Online Accounts")
struct SyncOnlineAccountsTests {
    /// `account online` lists the desktop's account with calendars; `account add
    /// --online-account` adds it with the user and password the desktop hands out, stores no
    /// password of its own, and syncs (an item added here reaches the server); once added it
    /// is no longer offered. Removed from Online Accounts, it stops syncing and says why.
    @Test func theDesktopsNextcloudAccountSyncsWithItsCredentials() async throws {
        let server = try await CalDAVTestServer.start(.radicale)
        try await TestSession.with { session in
            let account = TestOnlineAccount.nextcloud("account_1700000000_0", on: server)
            try await session.startOnlineAccounts([account])
            let offers = try await Self.json(session, ["account", "online", "--json"])
            #expect(offers.map { $0["id"] as? String } == [account.id], "\(offers)")
            #expect(offers.first?["provider"] as? String == "Nextcloud", "\(offers)")
            #expect(offers.first?["account"] as? String == account.presentationIdentity, "\(offers)")
            #expect(offers.first?["url"] as? String == server.url + "/remote.php/caldav/", "\(offers)")
            let table = await session.runSyncing(["account", "online"])
            #expect(table.stdout.contains(account.id) && table.stdout.contains("Nextcloud"), "\(table)")

            let added = await session.runSyncing(["account", "add", "--online-account", account.id])
            try #require(added.status == 0, "\(added)\n\(server.log)")
            #expect(added.stdout.contains("Added \(server.url) for \(server.user), syncing: Checklists"), "\(added)")
            let accounts = try await Self.json(session, ["account", "list", "--json"])
            #expect(accounts.first?["onlineAccount"] as? String == account.id, "\(accounts)")
            let ownPassword = try await session.keyringHoldsOwnPassword(url: server.url, user: server.user)
            #expect(!ownPassword)
            let offeredAfter = try await Self.json(session, ["account", "online", "--json"])
            #expect(offeredAfter.isEmpty, "\(offeredAfter)")

            #expect(await session.run(["add", "Buy milk", "--list", "Checklists"]).status == 0)
            try await session.sync()
            #expect(server.storedCalendarObjects().contains { $0.contains("SUMMARY:Buy milk") })

            try await session.removeOnlineAccount(account.id)
            let failed = await session.runSyncing(["sync"])
            #expect(failed.status == 1, "\(failed)")
            #expect(failed.stderr.contains("is no longer in Online Accounts"), "\(failed)")
            let after = try await Self.json(session, ["account", "list", "--json"])
            #expect((after.first?["lastError"] as? String)?.contains("no longer in Online Accounts") == true)
        }
    }

    /// A Nextcloud of its own certificate: refused while Online Accounts does not accept its
    /// certificate errors; once it does (the user said so there), added pinned to the
    /// certificate the server shows, and synced.
    @Test func aServerOfItsOwnCertificateIsPinnedWhenOnlineAccountsAcceptsIt() async throws {
        let folder = try TemporaryFolder()
        let certificate = try await TLSCertificate.make(in: folder)
        let server = try await CalDAVTestServer.start(.radicale, tls: certificate)
        try await TestSession.with { session in
            let strict = TestOnlineAccount.nextcloud("account_1700000000_1", on: server)
            var accepting = TestOnlineAccount.nextcloud("account_1700000000_2", on: server)
            accepting.acceptsCertificateErrors = true
            try await session.startOnlineAccounts([strict, accepting])
            let refused = await session.runSyncing(["account", "add", "--online-account", strict.id])
            #expect(refused.status == 1 && refused.stderr.contains(certificate.fingerprint), "\(refused)")

            let added = await session.runSyncing(["account", "add", "--online-account", accepting.id])
            try #require(added.status == 0, "\(added)\n\(server.log)")
            let accounts = try await Self.json(session, ["account", "list", "--json"])
            #expect(accounts.map { $0["certificate"] as? String } == [certificate.fingerprint], "\(accounts)")
            #expect(await session.run(["add", "Pay rent", "--list", "Checklists"]).status == 0)
            try await session.sync()
            #expect(server.storedCalendarObjects().contains { $0.contains("SUMMARY:Pay rent") })
        }
    }

    /// An id Online Accounts does not have is bad usage, in one line; nothing is added.
    @Test func anUnknownIdIsRefused() async throws {
        try await TestSession.with { session in
            let refused = await session.runSyncing(["account", "add", "--online-account", "account_0_0"])
            #expect(refused.status == 2, "\(refused)")
            #expect(refused.errorLines.count == 1 && refused.stderr.contains("account_0_0"), "\(refused)")
            let accounts = try await Self.json(session, ["account", "list", "--json"])
            #expect(accounts.isEmpty, "\(accounts)")
        }
    }

    /// `checklists ARGUMENTS` with the sync's environment, its standard output parsed as a JSON array.
    static func json(_ session: TestSession, _ arguments: [String]) async throws -> [[String: Any]] {
        let result = await session.runSyncing(arguments)
        try #require(result.status == 0, "\(result)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    }
}
