import Foundation
import TestSupport
import Testing

/// CalDAV sync when the server misbehaves: a real Radicale behind the fault proxy, which
/// answers in its place when a rule says so.
@Suite("CalDAV sync faults")
struct SyncFaultTests {
    /// A device with an account on a Radicale behind a fault proxy, its "Groceries" synced
    /// with one item, Milk.
    struct Setup {
        let server: CalDAVTestServer
        let proxy: CalDAVFaultProxy
        let session: TestSession
        let collection: String
        let folder: TemporaryFolder

        var url: String { proxy.url.absoluteString }

        static func with(_ body: (Setup) async throws -> Void) async throws {
            let server = try await CalDAVTestServer.start(.radicale)
            let collection = try await server.makeCollection("groceries", displayName: "Groceries")
            let folder = try TemporaryFolder()
            let proxy = try await CalDAVFaultProxy.start(
                inFrontOf: try #require(URL(string: server.url)), folder: folder.url.path)
            try await TestSession.with { session in
                #expect(await session.run(["add", "Milk", "--list", "Groceries"]).status == 0)
                let setup = Setup(
                    server: server, proxy: proxy, session: session, collection: collection, folder: folder)
                let added = await session.addAccount(setup.url, user: server.user, password: server.password)
                try #require(added.status == 0, "\(added)")
                try await body(setup)
            }
            await proxy.stop()
        }

        /// The texts of the VTODOs the server holds, sorted.
        func serverTexts() async throws -> [String] {
            var texts: [String] = []
            for href in try await server.listing(collection) {
                let body = try await server.get(href).body
                let summary = body.split(whereSeparator: \.isNewline).first { $0.hasPrefix("SUMMARY:") }
                texts.append(summary.map { String($0.dropFirst(8)) } ?? "")
            }
            return texts.sorted()
        }
    }

    /// A wrong password is refused in one line, exit 1, and no account is kept.
    @Test func aWrongPasswordIsRefused() async throws {
        let server = try await CalDAVTestServer.start(.radicale)
        try await TestSession.with { session in
            let added = await session.addAccount(server.url, user: server.user, password: "wrong")
            #expect(added.status == 1, "\(added)")
            #expect(added.stderr == "checklists: the server refused the user name ann or its password\n", "\(added)")
            #expect(await session.runSyncing(["account", "list"]).stdout == "No accounts.\n")
        }
    }

    /// Each way a server can fail makes `sync` exit 1 with one line saying which, recorded
    /// as the account's last error; the edits made meanwhile wait, and go out once, in
    /// order, when the server answers again: nothing lost, nothing doubled.
    @Test func failedSyncsKeepTheEditsForLater() async throws {
        try await Setup.with { setup in
            let faults: [(CalDAVFaultProxy.Rule, String)] = [
                (.status(401), "the server refused the user name ann or its password"),
                (.status(403), "the server does not allow this on"),
                (.status(500), "the server failed with HTTP 500 on"),
                (.status(507), "the server has no room left for"),
                (CalDAVFaultProxy.Rule(method: "REPORT", action: .malformed), "cannot be read"),
                (CalDAVFaultProxy.Rule(action: .down), "127.0.0.1"),
            ]
            for (index, (rule, words)) in faults.enumerated() {
                #expect(await setup.session.run(["add", "Bread \(index)", "--list", "Groceries"]).status == 0)
                try setup.proxy.set([rule])
                let failed = await setup.session.runSyncing(["sync"])
                #expect(failed.status == 1, "\(rule): \(failed)")
                #expect(failed.stderr.hasPrefix("checklists: cannot sync \(setup.url): "), "\(rule): \(failed)")
                #expect(failed.stderr.contains(words), "\(rule): \(failed)")
                #expect(failed.stderr.split(separator: "\n").count == 1, "\(rule): \(failed)")
                let accounts = await setup.session.runSyncing(["account", "list", "--json"])
                #expect(
                    accounts.stdout.contains(words.replacingOccurrences(of: "/", with: "\\/"))
                        || accounts.stdout.contains(words), "\(accounts)")
            }
            try setup.proxy.set([])
            let synced = try await setup.session.sync()
            #expect(synced.contains("6 updated"), "\(synced)")
            #expect(
                try await setup.serverTexts() == [
                    "Bread 0", "Bread 1", "Bread 2", "Bread 3", "Bread 4", "Bread 5", "Milk",
                ])
            #expect(try await setup.session.sync().contains("0 added, 0 updated, 0 deleted, 0 merged"))
        }
    }

    /// A server that never answers: the sync gives up after its timeout (3 s here, set by
    /// CHECKLISTS_HTTP_TIMEOUT), exit 1.
    @Test func aServerThatNeverAnswersTimesOut() async throws {
        try await Setup.with { setup in
            try setup.proxy.set([CalDAVFaultProxy.Rule(action: .hang)])
            let start = Date()
            let failed = await setup.session.runSyncing(["sync"], settings: ["CHECKLISTS_HTTP_TIMEOUT": "3"])
            #expect(failed.status == 1 && failed.stderr.contains("did not answer within 3 s"), "\(failed)")
            #expect(Date().timeIntervalSince(start) < 20)
        }
    }

    /// A write the server refuses with 412 (the item changed there) is merged with the
    /// server's copy and written again: the change made here is not lost.
    @Test func a412IsMergedNotOverwritten() async throws {
        try await Setup.with { setup in
            let id = try #require(try await SyncTests.items(setup.session)["Milk"]?["id"] as? Int)
            #expect(await setup.session.run(["edit", String(id), "--notes", "2 litres"]).status == 0)
            try setup.proxy.set([.status(412, method: "PUT", times: 1)])
            try await setup.session.sync()
            let href = try #require(try await setup.server.listing(setup.collection).first)
            #expect(try await setup.server.get(href).body.contains("DESCRIPTION:2 litres"))
        }
    }

    /// An item the server rewrites (answering without an ETag) is fetched again, and then
    /// left alone.
    @Test func anItemTheServerRewritesIsFetchedAgain() async throws {
        try await Setup.with { setup in
            #expect(await setup.session.run(["add", "Eggs", "--list", "Groceries"]).status == 0)
            try setup.proxy.set([CalDAVFaultProxy.Rule(method: "PUT", times: 1, action: .rewrite)])
            try await setup.session.sync()
            let fetched = try await setup.session.sync()
            #expect(fetched.contains("1 updated"), "\(fetched)")
            let exported = await setup.session.run(["export", "-", "--list", "Groceries"])
            #expect(exported.stdout.contains("X-REWRITTEN-BY-SERVER:yes"), "\(exported)")
            #expect(try await setup.session.sync().contains("0 added, 0 updated, 0 deleted, 0 merged"))
        }
    }

    /// A sync-token the server no longer knows leads to a full listing: what changed there
    /// comes, nothing is doubled.
    @Test func aRefusedSyncTokenLeadsToAFullListing() async throws {
        try await Setup.with { setup in
            let database = setup.session.files.dataHome + "/checklists/checklists.sqlite3"
            let forged = await setup.session.runTool(
                "sqlite3", [database, "UPDATE sync_collections SET sync_token = 'http://radicale.org/ns/sync/0000'"])
            try #require(forged.status == 0, "\(forged)")
            let todo =
                "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nBEGIN:VTODO\r\nUID:from-phone\r\n"
                + "SUMMARY:Eggs\r\nDTSTAMP:20261201T100000Z\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
            try await setup.server.put(todo, at: setup.collection + "from-phone.ics")
            let synced = try await setup.session.sync()
            #expect(synced.contains("1 added"), "\(synced)")
            #expect(try await SyncTests.items(setup.session).keys.sorted() == ["Eggs", "Milk"])
            #expect(try await setup.serverTexts() == ["Eggs", "Milk"])
        }
    }

    /// A server that answers a token it no longer knows with a full listing (207, every
    /// task, no removal) instead of valid-sync-token: a task deleted there meanwhile is
    /// deleted here too, and a sync with nothing changed changes nothing.
    @Test func aFullListingForATokenDoesNotMissDeletions() async throws {
        try await Setup.with { setup in
            #expect(await setup.session.run(["add", "Bread", "--list", "Groceries"]).status == 0)
            _ = try await setup.session.sync()
            var bread: String?
            for href in try await setup.server.listing(setup.collection)
            where try await setup.server.get(href).body.contains("SUMMARY:Bread") {
                bread = href
            }
            #expect((200..<300).contains(try await setup.server.delete(try #require(bread)).status))
            try setup.proxy.set([CalDAVFaultProxy.Rule(method: "REPORT", action: .fullListing)])
            let synced = try await setup.session.sync()
            #expect(synced.contains("1 deleted"), "\(synced)")
            #expect(try await SyncTests.items(setup.session).keys.sorted() == ["Milk"])
            let again = try await setup.session.sync()
            #expect(again.contains("0 added, 0 updated, 0 deleted, 0 merged"), "\(again)")
            #expect(try await setup.serverTexts() == ["Milk"])
        }
    }
}
