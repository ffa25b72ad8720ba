import Foundation
import LocalNotifications
import Testing

@testable import ChecklistsCommandLine

/// `notify --at` on a wall time a fold shows twice, `notify --in 1d` and `add --due "in 1d"`
/// across Berlin's change back to winter time on 2026-10-25 (03:00 summer time is 02:00).
@Suite("notify --at, notify --in and --due \"in …\" across a daylight-saving change")
struct DaylightSavingParsingTests {
    /// The trigger `notify` with `arguments` gives at `now`.
    private func trigger(_ arguments: [String], now: Date) throws -> NotificationTrigger {
        let command = try Fixtures.parse(["notify", "--title", "Tea"] + arguments, now: now).get()
        guard case .notify(let request) = command else { throw UnexpectedCommand(command: command) }
        return request.trigger
    }

    @Test("--at 02:30 on the fold day fires at its first pass; after that pass it is in the past")
    func atOnAFold() throws {
        let before = Fixtures.date("2026-10-25 01:00:00")
        let fires = try trigger(["--at", "2026-10-25 02:30"], now: before)
            .nextFireDate(anchor: before, after: before, localTimeZone: Fixtures.zone)
        #expect(fires == Fixtures.date("2026-10-25 00:30:00", in: TimeZone(secondsFromGMT: 0)!))
        let betweenPasses = Fixtures.date("2026-10-25 00:45:00", in: TimeZone(secondsFromGMT: 0)!)
        #expect(
            Fixtures.parse(["notify", "--title", "Tea", "--at", "2026-10-25 02:30"], now: betweenPasses).failure
                == .badInput("--at: 2026-10-25 02:30 is in the past"))
    }

    @Test("--in 1d is 86 400 elapsed seconds: 11:00 the next day when the clocks went back")
    func inOneDayIsElapsed() throws {
        let now = Fixtures.date("2026-10-24 12:00:00")
        let given = try trigger(["--in", "1d"], now: now)
        #expect(given == .timeInterval(TimeIntervalTrigger(interval: 86_400, repeats: false)))
        #expect(
            given.nextFireDate(anchor: now, after: now, localTimeZone: Fixtures.zone)
                == Fixtures.date("2026-10-25 11:00:00"))
    }

    @Test("--due \"in 1 day\" is a calendar day: the same wall-clock time the next day")
    func dueInOneDayIsACalendarDay() throws {
        let command = try Fixtures.parse(
            ["add", "Tea", "--due", "in 1 day"], now: Fixtures.date("2026-10-24 12:00:00")
        )
        .get()
        guard case .add(let item) = command else { throw UnexpectedCommand(command: command) }
        #expect(item.due == Fixtures.date("2026-10-25 12:00:00"))
    }
}

extension Result {
    /// The error, or nil for a success.
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
