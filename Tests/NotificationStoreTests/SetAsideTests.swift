import Foundation
import LocalNotifications
import NotificationStore
import SQLiteSupport
import TestSupport
import Testing

/// Stored records with impossible values (written by hand, an older version or a damaged
/// file) are moved to `set_aside` when read, named once, and never stop the rest.
@Suite struct SetAsideTests {
    /// The request JSON of `identifier` with `key` set to `value` (raw JSON text).
    private static func requestJSON(_ identifier: String, _ edit: (inout [String: Any]) -> Void) throws -> String {
        let data = try JSONEncoder().encode(StoreFixtures.request(identifier))
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        edit(&object)
        return String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
    }

    /// Each kind of impossible pending row, and the reason the store gives for it.
    private static func impossibleRows() throws -> [(identifier: String, sql: String, reason: String)] {
        let hugeInterval = try requestJSON("interval") {
            $0["trigger"] = ["timeInterval": ["_0": ["interval": 1e300, "repeats": true]]]
        }
        let hugeLateness = try requestJSON("lateness") { $0["latenessLimit"] = 1e308 }
        let otherName = try requestJSON("renamed") { $0["identifier"] = "someone-else" }
        return [
            ("far-future", "UPDATE pending SET next_fire = 1e300 WHERE identifier = 'far-future'", "next fire date"),
            (
                "minus-infinity", "UPDATE pending SET next_fire = -9e999 WHERE identifier = 'minus-infinity'",
                "next fire"
            ),
            ("text-date", "UPDATE pending SET next_fire = 'soon' WHERE identifier = 'text-date'", "not a number"),
            ("anchor", "UPDATE pending SET anchor = 9e999 WHERE identifier = 'anchor'", "date it was added"),
            ("last-fire", "UPDATE pending SET last_fire = X'00' WHERE identifier = 'last-fire'", "last fire date"),
            ("interval", "UPDATE pending SET request = '\(hugeInterval)' WHERE identifier = 'interval'", "interval"),
            ("lateness", "UPDATE pending SET request = '\(hugeLateness)' WHERE identifier = 'lateness'", "lateness"),
            ("garbage", "UPDATE pending SET request = '{\"nope' WHERE identifier = 'garbage'", "JSON"),
            ("renamed", "UPDATE pending SET request = '\(otherName)' WHERE identifier = 'renamed'", "someone-else"),
        ]
    }

    /// Every impossible row is left out of every listing and the wake-up, moved to
    /// `set_aside` with its reason, reported once; the good ones are all still there.
    @Test func impossiblePendingRowsAreSetAside() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let repository = try StoreFixtures.repository(at: directory.databasePath)
        let rows = try Self.impossibleRows()
        let good = [
            StoreFixtures.scheduled("good-1", nextFire: StoreFixtures.date(60)),
            StoreFixtures.scheduled("good-2", nextFire: StoreFixtures.date(120)),
        ]
        try repository.save(
            good + rows.map { StoreFixtures.scheduled($0.identifier, nextFire: StoreFixtures.date(30)) })
        for row in rows { try repository.database.execute(row.sql) }
        var reported: [SetAsideRecord] = []
        repository.onSetAside = { reported.append($0) }

        #expect(try repository.earliestFireDate() == StoreFixtures.date(30))
        #expect(try repository.pending(dueAt: StoreFixtures.date(100)).map(\.identifier) == ["good-1"])
        #expect(try repository.allPending() == good)
        #expect(try repository.pending(appIdentifier: StoreFixtures.app) == good)
        #expect(try repository.earliestFireDate() == StoreFixtures.date(60))

        #expect(Set(reported.map(\.identifier)) == Set(rows.map(\.identifier)), "\(reported)")
        #expect(reported.count == rows.count, "each reported once: \(reported)")
        for row in rows {
            let record = reported.first { $0.identifier == row.identifier }
            #expect(record?.source == .pending)
            #expect(record?.reason.contains(row.reason) == true, "\(row.identifier): \(String(describing: record))")
        }
        let kept = try repository.database.scalarText("SELECT group_concat(key, ',') FROM set_aside ORDER BY key")
        #expect(
            Set((kept ?? "").split(separator: ",").map(String.init))
                == Set(rows.map { "\(StoreFixtures.app)/\($0.identifier)" }))
        let farFuture = try repository.database.scalarText(
            "SELECT json_extract(record, '$.next_fire') FROM set_aside WHERE key LIKE '%/far-future'")
        #expect(farFuture == "1.0e+300", "the record is kept as it was")
    }

    /// A delivery with an impossible date is left out of the unposted ones and set aside.
    @Test func impossibleDeliveryIsSetAside() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let repository = try StoreFixtures.repository(at: directory.databasePath)
        let first = StoreFixtures.scheduled("first", nextFire: StoreFixtures.date(1))
        let second = StoreFixtures.scheduled("second", nextFire: StoreFixtures.date(2))
        try repository.save([first, second])
        #expect(try repository.claim(StoreFixtures.delivery(of: first), advancing: nil))
        #expect(try repository.claim(StoreFixtures.delivery(of: second), advancing: nil))
        try repository.database.execute("UPDATE delivered SET delivered_at = -1e20 WHERE identifier = 'second'")
        var reported: [SetAsideRecord] = []
        repository.onSetAside = { reported.append($0) }

        #expect(try repository.unposted() == [StoreFixtures.delivery(of: first)])
        #expect(try repository.delivered(appIdentifier: StoreFixtures.app) == [StoreFixtures.delivery(of: first)])
        #expect(reported.count == 1)
        #expect(
            reported.first?.description.hasPrefix(
                "delivered \(StoreFixtures.app)/second: the delivery date must be a time between the years 1970 and "
                    + "9999, not -9.9") == true, "\(reported)")
    }

    /// A pause end that is no time, or outside the years 1970 to 9999, means no pause.
    @Test(arguments: ["1e300", "-9e999", "9e999", "'tomorrow'", "X'01'"])
    func impossiblePauseIsSetAside(_ value: String) throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let repository = try StoreFixtures.repository(at: directory.databasePath)
        try repository.database.execute("INSERT INTO settings (key, value) VALUES ('paused-until', \(value))")
        var reported: [SetAsideRecord] = []
        repository.onSetAside = { reported.append($0) }

        #expect(try repository.pausedUntil() == nil)
        #expect(reported.map(\.key) == ["paused-until"])
        #expect(reported.first?.reason.contains("the end of the pause") == true)
        #expect(try repository.database.scalarText("SELECT count(*) FROM settings") == "0")
        #expect(try repository.database.scalarText("SELECT count(*) FROM set_aside") == "1")
        try repository.setPausedUntil(StoreFixtures.date(600))
        #expect(try repository.pausedUntil() == StoreFixtures.date(600))
    }

    /// A category whose actions cannot be read is set aside; the app's other ones stay.
    @Test func unreadableCategoryIsSetAside() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let repository = try StoreFixtures.repository(at: directory.databasePath)
        let plain = NotificationCategory(identifier: "plain", actions: [])
        let broken = NotificationCategory(identifier: "broken", actions: [])
        try repository.setCategories([plain, broken], appIdentifier: StoreFixtures.app)
        try repository.database.execute("UPDATE categories SET actions = '[{' WHERE identifier = 'broken'")
        var reported: [SetAsideRecord] = []
        repository.onSetAside = { reported.append($0) }

        #expect(try repository.allCategories() == [StoreFixtures.app: [plain]])
        #expect(reported.map(\.key) == ["\(StoreFixtures.app)/broken"])
        #expect(try repository.categories(appIdentifier: StoreFixtures.app) == [plain])
    }

    /// On a read-only file the unusable row cannot be moved: it is skipped all the same,
    /// reported once with that said, and the file is not changed.
    @Test func readOnlyFileSkipsAndReportsOnce() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        do {
            let repository = try StoreFixtures.repository(at: directory.databasePath)
            try repository.save([
                StoreFixtures.scheduled("good", nextFire: StoreFixtures.date(60)),
                StoreFixtures.scheduled("bad", nextFire: StoreFixtures.date(30)),
            ])
            try repository.database.execute("UPDATE pending SET next_fire = 1e300 WHERE identifier = 'bad'")
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: directory.databasePath))
        let repository = SQLiteNotificationRepository(
            database: try SQLiteDatabase(path: directory.databasePath, access: .immutable))
        var reported: [SetAsideRecord] = []
        repository.onSetAside = { reported.append($0) }

        #expect(try repository.allPending().map(\.identifier) == ["good"])
        #expect(try repository.allPending().map(\.identifier) == ["good"])
        #expect(reported.count == 1)
        #expect(reported.first?.reason.contains("left in place, it could not be moved") == true, "\(reported)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: directory.databasePath)) == before)
    }
}
