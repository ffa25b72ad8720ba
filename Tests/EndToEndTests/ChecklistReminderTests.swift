import Foundation
import TestSupport
import Testing

/// The checklist commands keep remindd's pending requests in step with the items, in the
/// session's own data folder.
@Suite("Checklist items and their reminders")
struct ChecklistReminderTests {
    /// The first whole minute at least `margin` seconds after `now`.
    static func nextMinute(after now: Date, margin: TimeInterval) -> Date {
        let boundary = (now.timeIntervalSince1970 / 60).rounded(.down) * 60 + 60
        let date = Date(timeIntervalSince1970: boundary)
        return date.timeIntervalSince(now) >= margin ? date : date.addingTimeInterval(60)
    }

    /// add, check, uncheck and remove: the request identified by the item's ID appears,
    /// goes, comes back and goes, with title "Reminder:" and the text as body.
    @Test func reminderFollowsTheItem() async throws {
        try await TestSession.with { session in
            let due = Self.nextMinute(after: Date().addingTimeInterval(120), margin: 0)
            let add = await session.run(["add", "Buy milk", "--due", WallTime.text(due), "--remind"])
            try #require(add.status == 0, "\(add)")
            let id = add.line
            try #require(Int(id) != nil, "\(add)")
            #expect(
                FileManager.default.fileExists(atPath: session.files.dataHome + "/checklists/checklists.sqlite3"),
                "the app's database is in the session's XDG_DATA_HOME")

            let pending = try await session.pending()
            try #require(pending.count == 1, "\(pending)")
            #expect(pending[0].id == id)
            #expect(pending[0].title == "Reminder:")
            #expect(pending[0].body == "Buy milk")
            #expect(pending[0].repeats == false)
            #expect(ListingEntries.date(pending[0].nextTriggerDate) == due, "\(pending[0].nextTriggerDate)")

            let check = await session.run(["check", id])
            #expect(check.status == 0, "\(check)")
            #expect(try await session.pending().isEmpty)

            let uncheck = await session.run(["uncheck", id])
            #expect(uncheck.status == 0, "\(uncheck)")
            let again = try await session.pending()
            #expect(again.map(\.id) == [id], "\(again)")

            let remove = await session.run(["remove", id])
            #expect(remove.status == 0, "\(remove)")
            #expect(try await session.pending().isEmpty)
            let items = await session.run(["items", "--json"])
            #expect(items.status == 0 && items.stdout == "[]\n", "\(items)")
        }
    }

    /// An item due at the next minute boundary (at least 5 s ahead, so up to 65 s: the
    /// longest test here) pops up at dunst with summary "Reminder:" and the item's text.
    @Test func dueItemPopsUpAtDunst() async throws {
        try await TestSession.with { session in
            try await session.startNotificationServer()
            let due = Self.nextMinute(after: Date(), margin: 5)
            let add = await session.run(["add", "Water the plants", "--due", WallTime.text(due), "--remind"])
            try #require(add.status == 0, "\(add)")

            let wait = Duration.seconds(Int(due.timeIntervalSinceNow.rounded(.up)) + 15)
            let calls = try await session.waitForNotifyCalls(1, timeout: wait)
            try #require(calls.count == 1, "\(session.diagnostics)")
            #expect(calls[0].summary == "Reminder:")
            #expect(calls[0].body == "Water the plants")
            #expect(calls[0].date >= due, "posted \(calls[0].timestamp), due \(due.timeIntervalSince1970)")
            #expect(
                calls[0].date.timeIntervalSince(due) <= 3,
                "posted \(calls[0].timestamp), due \(due.timeIntervalSince1970)")
            let shown = await session.waitUntil(timeout: .seconds(8)) { await session.displayedCount() == 1 }
            #expect(shown)
            #expect(try await session.pending().isEmpty)
        }
    }

    /// Every malformed checklist command exits 2 with one line on standard error and
    /// changes neither the items, nor the checklists, nor remindd's pending requests.
    @Test func malformedChecklistCommandsChangeNothing() async throws {
        try await TestSession.with { session in
            let due = WallTime.text(Date().addingTimeInterval(86_400))
            let add = await session.run(["add", "Keep", "--list", "Kept", "--due", due, "--remind"])
            try #require(add.status == 0, "\(add)")
            let id = add.line
            let before = await session.run(["items", "--json"])
            let listsBefore = await session.run(["lists", "--json"])
            let pendingBefore = try await session.pending()
            try #require(pendingBefore.count == 1, "\(pendingBefore)")

            let commands: [[String]] = [
                ["add"], ["add", ""], ["add", "   ", "--list", "New list"], ["add", "x", "--due", "2026-02-30 10:00"],
                ["add", "x", "--due", "2026-12-01 24:61"], ["add", "x", "--remind"], ["add", "x", "--list", ""],
                ["add", "two\nlines"], ["add", "x", "--colour", "red"], ["new-list"], ["new-list", "kept"],
                ["new-list", " "], ["rename-list", "Missing", "New"], ["rename-list", "Kept"],
                ["remove-list", "Missing"],
                ["items", "--list", "Missing"], ["items", "extra"], ["edit", id], ["edit", "9999", "--text", "x"],
                ["edit", id, "--text", ""], ["edit", id, "--due", "2026-02-30 10:00"],
                ["edit", id, "--remind", "--no-due"],
                ["edit", "abc", "--remind"], ["check", "9999"], ["check"], ["uncheck", "x"], ["remove", "9999"],
                ["lists", "--yaml"],
            ]
            for arguments in commands {
                let result = await session.run(arguments)
                #expect(result.status == 2, "checklists \(arguments): \(result)")
                #expect(result.errorLines.count == 1, "checklists \(arguments): \(result)")
                #expect(result.stderr.hasPrefix("checklists: "), "checklists \(arguments): \(result)")
                #expect(result.stdout.isEmpty, "checklists \(arguments): \(result)")
            }

            let after = await session.run(["items", "--json"])
            #expect(after.status == 0 && after.stdout == before.stdout, "\(after)")
            #expect(await session.run(["lists", "--json"]).stdout == listsBefore.stdout)
            #expect(try await session.pending() == pendingBefore)
        }
    }
}
