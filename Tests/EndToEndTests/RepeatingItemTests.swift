import Foundation
import TestSupport
import Testing

/// A repeating item with two reminders, through the command line and remindd: one request
/// per reminder, moved on by a check-off, popping up at their minutes, cancelled together.
@Suite("A repeating item with several reminders")
struct RepeatingItemTests {
    /// The next Tuesday at 14:00 local time after `date`, and the one a week after it.
    static func tuesdays(after date: Date) throws -> (Date, Date) {
        let calendar = Calendar(identifier: .gregorian)
        let first = try #require(
            calendar.nextDate(
                after: date, matching: DateComponents(hour: 14, minute: 0, weekday: 3), matchingPolicy: .nextTime))
        let second = try #require(calendar.date(byAdding: .day, value: 7, to: first))
        return (first, second)
    }

    /// Every Tuesday 14:00 with reminders at the due time and 15 minutes before: requests
    /// ID and ID/2 at 14:00 and 13:45; `check` moves both to the next Tuesday; with remindd's
    /// clock moved there, the popups come at 13:45 and 14:00; `remove` cancels both.
    @Test func everyTuesdayWithTwoReminders() async throws {
        try await TestSession.with { session in
            try await session.startNotificationServer()
            try await session.startTimedDaemon()
            let (first, next) = try Self.tuesdays(after: Date().addingTimeInterval(3_600))
            let add = await session.run([
                "add", "Team call", "--due", WallTime.text(first), "--repeat", "every tuesday", "--remind",
                "--remind-before", "15m",
            ])
            try #require(add.status == 0, "\(add)")
            let id = add.line
            #expect(add.stderr.contains("every Tuesday"), "\(add)")

            let items = await session.run(["items", "--json"])
            let entries = try #require(
                try JSONSerialization.jsonObject(with: Data(items.stdout.utf8)) as? [[String: Any]], "\(items)")
            #expect(entries.first?["repeat"] as? String == "RRULE:FREQ=WEEKLY;BYDAY=TU", "\(items)")
            #expect(entries.first?["reminders"] as? [[String: Int]] == [["before": 0], ["before": 900]], "\(items)")
            try await expectPending(session, id: id, due: first)

            let check = await session.run(["check", id])
            try #require(check.status == 0, "\(check)")
            try await expectPending(session, id: id, due: next)
            let moved = try await session.items()
            #expect(moved.map(\.checked) == [false], "\(moved)")
            #expect(moved.first?.due.flatMap(ListingEntries.date) == next, "\(moved)")

            for (identifier, minute) in [("\(id)/2", next.addingTimeInterval(-900)), (id, next)] {
                try await session.killDaemon()
                let realDue = Date().addingTimeInterval(8)
                try session.setClockOffset(minute.timeIntervalSince(realDue))
                try await session.startTimedDaemon()
                let before = try await session.pending().map(\.id)
                #expect(before.contains(identifier), "\(before)")
                let calls = try await session.waitForNotifyCalls(identifier == id ? 2 : 1, timeout: .seconds(25))
                let call = try #require(calls.last, "\(session.diagnostics)")
                #expect(call.summary == "Reminder:" && call.body == "Team call")
                #expect(abs(call.date.timeIntervalSince(realDue)) <= 3, "posted \(call.timestamp), due \(realDue)")
            }

            try await session.killDaemon()
            try session.setClockOffset(0)
            try await session.startTimedDaemon()
            let check2 = await session.run(["check", id])
            try #require(check2.status == 0, "\(check2)")
            #expect(try await session.pending().count == 2)
            let remove = await session.run(["remove", id])
            #expect(remove.status == 0, "\(remove)")
            #expect(try await session.pending().isEmpty, "deleting the item cancels both reminders")
        }
    }

    /// remindd holds exactly `id` at `due` and `id/2` fifteen minutes before it.
    private func expectPending(_ session: TestSession, id: String, due: Date) async throws {
        let pending = try await session.pending().sorted { $0.id < $1.id }
        try #require(pending.map(\.id) == [id, "\(id)/2"], "\(pending)")
        #expect(ListingEntries.date(pending[0].nextTriggerDate) == due, "\(pending[0])")
        #expect(ListingEntries.date(pending[1].nextTriggerDate) == due.addingTimeInterval(-900), "\(pending[1])")
        #expect(pending.allSatisfy { $0.title == "Reminder:" && $0.body == "Team call" && !$0.repeats })
    }
}
