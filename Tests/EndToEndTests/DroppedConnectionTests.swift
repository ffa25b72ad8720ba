import Foundation
import TestSupport
import Testing

/// CalDAV sync with a server that closes each connection after its answer without saying
/// so (SOGo's own port, proxies that close idle connections): the next request on it meets
/// a closed connection, and must still reach the server whole. A real Radicale behind the
/// fault proxy, which closes the connection when the next request arrives on it.
@Suite("CalDAV sync over connections the server drops")
struct DroppedConnectionTests {
    /// Every request answered, and its connection dropped when the next one comes.
    private static let dropAfterEveryReply = [CalDAVFaultProxy.Rule(action: .dropAfterReply)]

    /// Twenty syncs in a row with nothing changed, of two lists (so that a request goes out
    /// on a kept connection), all succeed and change nothing, here or on the server; no
    /// request waits for its timeout (a request re-sent without its body would).
    @Test func twentySyncsInARowChangeNothing() async throws {
        let server = try await CalDAVTestServer.start(.radicale)
        let groceries = try await server.makeCollection("groceries", displayName: "Groceries")
        let chores = try await server.makeCollection("chores", displayName: "Chores")
        try await Self.withProxy(inFrontOf: server) { proxy, session in
            #expect(await session.run(["add", "Milk", "--list", "Groceries"]).status == 0)
            #expect(await session.run(["add", "Sweep", "--list", "Chores"]).status == 0)
            let added = await session.addAccount(proxy.url.absoluteString, user: server.user, password: server.password)
            try #require(added.status == 0, "\(added)")
            try proxy.set(Self.dropAfterEveryReply)
            for round in 1...20 {
                let synced = await session.runSyncing(["sync"], settings: ["CHECKLISTS_HTTP_TIMEOUT": "5"])
                #expect(synced.status == 0, "sync \(round): \(synced)")
                #expect(synced.stdout.contains("0 added, 0 updated, 0 deleted, 0 merged"), "sync \(round): \(synced)")
            }
            #expect(try await SyncTests.items(session).keys.sorted() == ["Milk", "Sweep"])
            #expect(try await Self.items(on: server, in: groceries).map(\.text) == ["Milk"])
            #expect(try await Self.items(on: server, in: chores).map(\.text) == ["Sweep"])
            let counts = try proxy.requestCounts()
            #expect(counts["dropped PROPFIND", default: 0] >= 20, "\(counts)")
        }
    }

    /// Adding an account (which makes a collection the server lacks), a new item, an edit
    /// and a delete each reach the server, though each meets a connection closed under it.
    @Test func everyKindOfWriteReachesTheServer() async throws {
        let server = try await CalDAVTestServer.start(.radicale)
        let collection = try await server.makeCollection("groceries", displayName: "Groceries")
        let settings = ["CHECKLISTS_HTTP_TIMEOUT": "5"]
        try await Self.withProxy(inFrontOf: server) { proxy, session in
            try proxy.set(Self.dropAfterEveryReply)
            var seen: [String: Int] = [:]
            // Whether the proxy dropped a connection under a `method` request since the last look.
            func droppedAgain(_ method: String) throws -> Bool {
                let now = try proxy.requestCounts()["dropped \(method)", default: 0]
                defer { seen[method] = now }
                return now > seen[method, default: 0]
            }
            #expect(await session.run(["add", "Milk", "--list", "Groceries"]).status == 0)
            #expect(await session.run(["add", "Sweep", "--list", "Chores"]).status == 0)
            let added = await session.addAccount(
                proxy.url.absoluteString, user: server.user, password: server.password, lists: "Groceries,Chores")
            try #require(added.status == 0, "\(added)")
            #expect(try await Self.items(on: server, in: collection).map(\.text) == ["Milk"])
            let made = try await Self.collections(on: server).filter { $0 != collection }
            try #require(made.count == 1, "\(made)")
            #expect(try await Self.items(on: server, in: made[0]).map(\.text) == ["Sweep"])
            #expect(try droppedAgain("PUT"))

            #expect(await session.run(["add", "Bread", "--list", "Groceries"]).status == 0)
            #expect(await session.runSyncing(["sync"], settings: settings).status == 0)
            #expect(try await Self.items(on: server, in: collection).map(\.text) == ["Bread", "Milk"])
            #expect(try droppedAgain("PUT"))

            let milk = try #require(try await SyncTests.items(session)["Milk"]?["id"] as? Int)
            #expect(await session.run(["edit", String(milk), "--notes", "2 litres"]).status == 0)
            #expect(await session.runSyncing(["sync"], settings: settings).status == 0)
            let stored = try #require(try await Self.items(on: server, in: collection).first { $0.text == "Milk" })
            #expect(try await server.get(stored.href).body.contains("DESCRIPTION:2 litres"))
            #expect(try droppedAgain("PUT"))

            let bread = try #require(try await SyncTests.items(session)["Bread"]?["id"] as? Int)
            #expect(await session.run(["remove", String(bread)]).status == 0)
            #expect(await session.runSyncing(["sync"], settings: settings).status == 0)
            #expect(try await Self.items(on: server, in: collection).map(\.text) == ["Milk"])
            #expect(try droppedAgain("DELETE"))
        }
    }

    /// Runs `body` with the fault proxy in front of `server`, without rules, and a device;
    /// stops the proxy after, whether `body` failed or not.
    private static func withProxy(
        inFrontOf server: CalDAVTestServer, _ body: (CalDAVFaultProxy, TestSession) async throws -> Void
    ) async throws {
        let folder = try TemporaryFolder()
        let proxy = try await CalDAVFaultProxy.start(
            inFrontOf: try #require(URL(string: server.url)), folder: folder.url.path)
        do {
            try await TestSession.with { session in try await body(proxy, session) }
        } catch {
            await proxy.stop()
            throw error
        }
        await proxy.stop()
    }

    /// A VTODO on the server: where it is and its SUMMARY.
    private struct StoredItem {
        let href: String
        let text: String
    }

    /// The VTODOs in `collection` on `server`, by SUMMARY.
    private static func items(on server: CalDAVTestServer, in collection: String) async throws -> [StoredItem] {
        var found: [StoredItem] = []
        for href in try await server.listing(collection) {
            let body = try await server.get(href).body
            let summary = body.split(whereSeparator: \.isNewline).first { $0.hasPrefix("SUMMARY:") }
            found.append(StoredItem(href: href, text: summary.map { String($0.dropFirst(8)) } ?? ""))
        }
        return found.sorted { $0.text < $1.text }
    }

    /// The hrefs of the collections in the user's home on `server`.
    private static func collections(on server: CalDAVTestServer) async throws -> [String] {
        let body = #"<?xml version="1.0"?><d:propfind xmlns:d="DAV:"><d:prop><d:resourcetype/></d:prop></d:propfind>"#
        let answer = try await RawHTTP.send(
            "PROPFIND", server.url + server.home, user: server.user, password: server.password,
            headers: ["Depth": "1", "Content-Type": "application/xml; charset=utf-8"], body: body)
        return RawHTTP.hrefs(in: answer.body).filter { $0.hasSuffix("/") && $0 != server.home }
    }
}
