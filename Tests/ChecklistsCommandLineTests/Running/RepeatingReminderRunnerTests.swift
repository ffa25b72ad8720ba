import Foundation
import LocalNotifications
import TestSupport
import Testing

@testable import ChecklistsCommandLine

/// `add --repeat … --remind-at …`: the fixed-time reminder moves with the item when `check`
/// moves it to its next date, and back with `uncheck`.
@Suite("A repeating item with a reminder at a fixed time, from the command line")
struct RepeatingReminderRunnerTests {
    private let run: ChecklistsRun

    init() throws {
        run = try ChecklistsRun()
    }

    @Test("check moves the --remind-at reminder to the next occurrence; items --json shows it; uncheck brings it back")
    func fixedReminderMoves() throws {
        let add = run([
            "add", "Put the bins out", "--due", "2026-06-16 19:00", "--repeat", "every tuesday", "--remind-at",
            "2026-06-16 08:00",
        ])
        try #require(add.status == .success, "\(add)")
        run.scheduler.calls = []
        #expect(run(["check", "1"]).status == .success)
        let moved = try #require(try run.items().first)
        #expect(moved["due"] as? String == "2026-06-23T19:00:00+02:00")
        #expect(moved["reminders"] as? [[String: String]] == [["at": "2026-06-23T08:00:00+02:00"]])
        #expect(
            run.scheduler.calls.last
                == .schedule(
                    NotificationRequest.itemReminder(
                        id: 1, text: "Put the bins out", year: 2026, month: 6, day: 23, hour: 8, minute: 0,
                        zone: Fixtures.zone.identifier)))
        #expect(run(["uncheck", "1"]).status == .success)
        let back = try #require(try run.items().first)
        #expect(back["reminders"] as? [[String: String]] == [["at": "2026-06-16T08:00:00+02:00"]])
    }
}
