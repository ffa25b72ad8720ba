import Foundation
import TestSupport
import Testing

extension DesktopTests.WindowTests {
    /// "Tue, 8 Dec 2026 at 14:00", as the window says a date back in the C locale.
    static func said(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "EEE, d MMM yyyy 'at' HH:mm"
        return formatter.string(from: date)
    }

    /// Through the dialog: "every tuesday 14:00" is said back as it was understood, Remind Me
    /// (at the due time) and 15 minutes before and notes are added; the item stores
    /// the rule, both reminders and the notes, remindd holds ID and ID/2, and the row says
    /// how it repeats. Space moves it to the next Tuesday and the undo bar says so; Undo
    /// brings the first Tuesday back.
    @Test func repeatingItemWithTwoReminders() async throws {
        try await TestSession.with { session in
            let window = try await AppWindow.open(in: session)
            let (first, next) = try RepeatingItemTests.tuesdays(after: Date())
            try await window.press("ctrl+n")
            #expect(try await window.waitForWindow(named: "^New Item$") != nil)
            try await window.type("Team call")
            try await window.press("alt+u", "ctrl+a")
            try await window.type("every tuesday 14:00")
            let understood = "\(Self.said(first)), every Tuesday"
            let shown = try await session.waitUntil(timeout: .seconds(10)) {
                try await window.visibleLabels().contains(understood)
            }
            let dialogLabels = try await window.visibleLabels()
            #expect(shown, "\(dialogLabels)")
            try await window.press("alt+m")
            try await session.pause(.milliseconds(300))
            try await window.press("alt+a", "1")
            try await session.pause(.milliseconds(300))
            try await window.press("alt+n")
            try await window.type("Agenda in the wiki")
            let rows = try await window.accessibleTree().filter { $0.role == "list item" && $0.showing }.map(\.name)
            #expect(rows.contains("At the due time") && rows.contains("15 minutes before"), "\(rows)")
            await window.screenshot("item-dialog")
            try await window.press("alt+t", "Return")

            #expect(try await session.waitUntil { try await session.items().count == 1 })
            let listing = await session.run(["items", "--json"])
            let stored = try ListingEntries.decode([StoredItem].self, from: listing)
            #expect(stored.first?.repeat == "RRULE:FREQ=WEEKLY;BYDAY=TU", "\(listing)")
            #expect(stored.first?.reminders == [["before": 0], ["before": 900]], "\(listing)")
            #expect(stored.first?.notes == "Agenda in the wiki", "\(listing)")
            let id = try #require(try await session.items().first?.id)
            try await expectPending(session, id: id, due: first)
            let row = try await window.itemRows().first?.name ?? ""
            #expect(row.contains("every Tuesday") && row.contains("2 reminders") && row.contains("notes"), "\(row)")

            try await window.press("alt+i", "space")
            #expect(try await session.waitUntil { try await self.due(session) == next })
            try await expectPending(session, id: id, due: next)
            let moved = try await session.waitUntil(timeout: .seconds(5)) {
                try await window.visibleLabels().contains("Moved to \(Self.said(next))")
            }
            let windowLabels = try await window.visibleLabels()
            #expect(moved, "\(windowLabels)")
            #expect(try await session.items().first?.checked == false)

            try await window.press("alt+u")
            #expect(try await session.waitUntil { try await self.due(session) == first })
            try await expectPending(session, id: id, due: first)
        }
    }

    /// The fields of an `items --json` entry the dialog sets besides the text and date.
    private struct StoredItem: Decodable {
        var notes: String?
        var `repeat`: String?
        var reminders: [[String: Int]]
    }

    /// The due date of the one item.
    private func due(_ session: TestSession) async throws -> Date? {
        try await session.items().first?.due.flatMap(ListingEntries.date)
    }

    /// remindd holds exactly the item's reminder at `due` and its second 15 minutes before.
    private func expectPending(_ session: TestSession, id: Int, due: Date) async throws {
        let pending = try await session.pending().sorted { $0.id < $1.id }
        try #require(pending.map(\.id) == ["\(id)", "\(id)/2"], "\(pending)")
        #expect(ListingEntries.date(pending[0].nextTriggerDate) == due, "\(pending[0])")
        #expect(ListingEntries.date(pending[1].nextTriggerDate) == due.addingTimeInterval(-900), "\(pending[1])")
    }
}
