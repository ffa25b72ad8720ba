import Foundation
import TestSupport
import Testing

/// CalDAV sync through the command line with real servers: Radicale for everything,
/// Xandikos, DAViCal and Cyrus IMAP for other opinions on the protocol. A "device" is a test session: its own
/// data folder, keyring file, bus and remindd.
@Suite("CalDAV sync with real servers")
struct SyncTests {
    /// Tomorrow at 09:00 local time.
    static func tomorrowMorning() throws -> Date {
        let calendar = Calendar(identifier: .gregorian)
        let tomorrow = try #require(calendar.date(byAdding: .day, value: 1, to: Date()))
        return try #require(calendar.date(bySettingHour: 9, minute: 0, second: 0, of: tomorrow))
    }

    /// The items of a device as `items --json` prints them, by text.
    static func items(_ session: TestSession) async throws -> [String: [String: Any]] {
        let result = await session.run(["items", "--json"])
        let entries = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]], "\(result)")
        return Dictionary(entries.map { ($0["text"] as? String ?? "", $0) }) { first, _ in first }
    }

    /// Adding an account sends the checklist of the collection's name: one VTODO per item,
    /// with its alarm, on the server; `lists --json` names the account and `account list`
    /// says when it synced.
    @Test(arguments: CalDAVTestServer.Kind.allCases)
    func addingAnAccountSendsTheChecklist(kind: CalDAVTestServer.Kind) async throws {
        let server = try await CalDAVTestServer.start(kind)
        let collection = try await server.makeCollection("groceries", displayName: "Groceries")
        try await TestSession.with { session in
            #expect(await session.run(["new-list", "Groceries"]).status == 0)
            let add = await session.run(["add", "Milk", "--list", "Groceries", "--due", "tomorrow 9:00", "--remind"])
            try #require(add.status == 0, "\(add)")
            let added = await session.addAccount(
                server.url, user: server.user, password: server.password, lists: "Groceries")
            try #require(added.status == 0, "\(added)\n\(server.log)")
            #expect(added.stdout.contains("Added \(server.url) for \(server.user), syncing: Groceries"), "\(added)")
            #expect(added.stdout.contains("Synced 1 account: 0 added, 1 updated, 0 deleted, 0 merged"), "\(added)")
            #expect(!added.stdout.contains(server.password) && !added.stderr.contains(server.password))

            let hrefs = try await server.listing(collection)
            try #require(hrefs.count == 1, "\(hrefs)")
            let body = try await server.get(hrefs[0]).body
            #expect(body.contains("SUMMARY:Milk") && body.contains("BEGIN:VALARM"), "\(body)")

            let lists = await session.run(["lists", "--json"])
            let entries = try #require(
                try JSONSerialization.jsonObject(with: Data(lists.stdout.utf8)) as? [[String: Any]], "\(lists)")
            #expect(entries.first { $0["name"] as? String == "Groceries" }?["account"] as? String == server.url)
            let accounts = await session.runSyncing(["account", "list", "--json"])
            let account = try #require(
                (try JSONSerialization.jsonObject(with: Data(accounts.stdout.utf8)) as? [[String: Any]])?.first,
                "\(accounts)")
            #expect(account["url"] as? String == server.url && account["user"] as? String == server.user)
            #expect(account["lists"] as? [String] == ["Groceries"])
            #expect(account["lastSync"] is String && account["lastError"] is NSNull, "\(account)")

            let again = try await session.sync()
            #expect(again.contains("0 added, 0 updated, 0 deleted, 0 merged"), "\(again)")
        }
    }

    /// An item made on one device, with a reminder, pops up on the other when its time
    /// comes; deleted on the first, it is deleted on the other, its reminder cancelled.
    @Test func anItemMadeOnOneDeviceRemindsOnTheOther() async throws {
        let server = try await CalDAVTestServer.start(.radicale)
        let due = try Self.tomorrowMorning()
        try await TestSession.with { laptop in
            let add = await laptop.run(["add", "Call mum", "--list", "Family", "--due", WallTime.text(due), "--remind"])
            try #require(add.status == 0, "\(add)")
            let id = add.line
            let added = await laptop.addAccount(
                server.url, user: server.user, password: server.password, lists: "Family")
            try #require(added.status == 0, "\(added)")
            try await TestSession.with { desktop in
                try await desktop.startNotificationServer()
                try await desktop.startTimedDaemon()
                let joined = await desktop.addAccount(server.url, user: server.user, password: server.password)
                try #require(joined.status == 0, "\(joined)")
                #expect(joined.stdout.contains("syncing: Family") && joined.stdout.contains("1 added"), "\(joined)")
                let pending = try await desktop.pending()
                try #require(pending.count == 1, "\(pending)")
                #expect(pending.first.flatMap { ListingEntries.date($0.nextTriggerDate) } == due, "\(pending)")

                try await desktop.killDaemon()
                try desktop.setClockOffset(due.timeIntervalSince(Date().addingTimeInterval(6)))
                try await desktop.startTimedDaemon()
                let calls = try await desktop.waitForNotifyCalls(1, timeout: .seconds(25))
                #expect(calls.first?.body == "Call mum", "\(calls)")

                #expect(await laptop.run(["remove", id]).status == 0)
                try await laptop.sync()
                let synced = try await desktop.sync()
                #expect(synced.contains("1 deleted"), "\(synced)")
                #expect(try await Self.items(desktop).isEmpty)
                #expect(try await desktop.pending().isEmpty)
            }
        }
    }

    /// Edits of one item on both devices merge property by property: the notes from one,
    /// the text from the other; the sync names the merged item; both end alike.
    @Test func editsOnBothDevicesMerge() async throws {
        let server = try await CalDAVTestServer.start(.radicale)
        try await TestSession.with { laptop in
            let add = await laptop.run(["add", "Milk", "--list", "Groceries"])
            try #require(add.status == 0, "\(add)")
            try #require(
                await laptop.addAccount(server.url, user: server.user, password: server.password, lists: "Groceries")
                    .status == 0)
            try await TestSession.with { desktop in
                try #require(
                    await desktop.addAccount(server.url, user: server.user, password: server.password).status == 0)
                let desktopID = try #require(try await Self.items(desktop)["Milk"]?["id"] as? Int)
                #expect(await laptop.run(["edit", add.line, "--notes", "2 litres"]).status == 0)
                #expect(await desktop.run(["edit", String(desktopID), "--text", "Oat milk"]).status == 0)
                try await laptop.sync()
                let merged = try await desktop.sync()
                #expect(
                    merged.contains("1 merged") && merged.contains("Merged (changed on both sides): Oat milk"),
                    "\(merged)")
                try await laptop.sync()
                for device in [laptop, desktop] {
                    let item = try await Self.items(device)["Oat milk"]
                    #expect(item?["notes"] as? String == "2 litres", "\(String(describing: item))")
                }
            }
        }
    }

    /// Deleted on one device and edited on the other: the edit wins and the item comes back.
    @Test func anEditBeatsADelete() async throws {
        let server = try await CalDAVTestServer.start(.radicale)
        let collection = try await server.makeCollection("groceries", displayName: "Groceries")
        try await TestSession.with { laptop in
            let add = await laptop.run(["add", "Milk", "--list", "Groceries"])
            try #require(add.status == 0, "\(add)")
            try #require(await laptop.addAccount(server.url, user: server.user, password: server.password).status == 0)
            try await TestSession.with { desktop in
                try #require(
                    await desktop.addAccount(server.url, user: server.user, password: server.password).status == 0)
                let desktopID = try #require(try await Self.items(desktop)["Milk"]?["id"] as? Int)
                #expect(await laptop.run(["remove", add.line]).status == 0)
                #expect(await desktop.run(["edit", String(desktopID), "--notes", "the good one"]).status == 0)
                try await laptop.sync()
                try await desktop.sync()
                try await laptop.sync()
                #expect(try await Self.items(laptop)["Milk"]?["notes"] as? String == "the good one")
                #expect(try await server.listing(collection).count == 1)
            }
        }
    }
}
