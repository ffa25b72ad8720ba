import Foundation
import LocalNotifications
import Testing

/// Adding requests: first fire dates, replacement, all-or-nothing validation.
@Suite("Scheduler add")
struct NotificationSchedulerAddTests {
    /// `add` returns each request with its anchor and first fire date, and saves it.
    @Test func returnsScheduledRequests() throws {
        let harness = try SchedulerHarness(now: "2024-06-01T10:00:00+02:00", zone: "Europe/Berlin")
        let scheduled = try harness.scheduler.add(
            [makeRequest("a", daily(hour: 9)), makeRequest("b", interval(90)), makeRequest("c", .immediate)],
            appIdentifier: testApp)
        #expect(scheduled.map(\.identifier) == ["a", "b", "c"])
        #expect(
            scheduled.allSatisfy {
                $0.anchorDate == harness.clock.now && $0.appIdentifier == testApp && $0.lastFireDate == nil
            })
        #expect(
            scheduled.map { isoString($0.nextFireDate, in: harness.clock.timeZone) } == [
                "2024-06-02T09:00:00+02:00", "2024-06-01T10:01:30+02:00", "2024-06-01T10:00:00+02:00",
            ])
        #expect(try harness.center().pendingRequests().count == 3)
    }

    /// Adding the same identifier twice leaves one pending request, with the new content and
    /// the new trigger's fire date.
    @Test func replacesByIdentifier() throws {
        let harness = try SchedulerHarness(now: "2024-06-01T10:00:00+02:00", zone: "Europe/Berlin")
        let center = harness.center()
        try center.add(makeRequest("milk", daily(hour: 9), title: "Buy milk"))
        try harness.set("2024-06-01T11:00:00+02:00")
        try center.add(makeRequest("milk", daily(hour: 18), title: "Buy oat milk"))
        let pending = try center.pendingRequests()
        #expect(pending.count == 1)
        #expect(pending.first?.request.content.title == "Buy oat milk")
        #expect(
            pending.first.map { isoString($0.anchorDate, in: harness.clock.timeZone) } == "2024-06-01T11:00:00+02:00")
        #expect(try harness.nextFire("milk") == "2024-06-01T18:00:00+02:00")
    }

    /// One invalid request in a batch saves none of them.
    @Test func allOrNothing() throws {
        let harness = try SchedulerHarness(now: "2024-06-01T10:00:00+02:00", zone: "Europe/Berlin")
        #expect(throws: NotificationError.invalidTrigger("hour=25 is out of range (0 to 23)")) {
            try harness.scheduler.add(
                [
                    makeRequest("good", daily(hour: 9)),
                    makeRequest("bad", .calendar(CalendarTrigger(hour: 25, repeats: true))),
                ],
                appIdentifier: testApp)
        }
        #expect(throws: NotificationError.neverFires("the date 2020-01-01 09:00:00 is in the past")) {
            try harness.scheduler.add(
                [
                    makeRequest("good", daily(hour: 9)),
                    makeRequest("past", once(year: 2020, month: 1, day: 1, hour: 9)),
                ],
                appIdentifier: testApp)
        }
        #expect(try harness.repository.allPending().isEmpty)
        #expect(try harness.scheduler.nextWakeUp() == nil)
    }

    /// A one-shot full date in the past is refused through an app's center too.
    @Test func pastOneShotThroughCenter() throws {
        let harness = try SchedulerHarness(now: "2024-06-01T10:00:00+02:00", zone: "Europe/Berlin")
        #expect(throws: NotificationError.neverFires("the date 2024-06-01 09:59:00 is in the past")) {
            try harness.center().add(makeRequest("late", once(year: 2024, month: 6, day: 1, hour: 9, minute: 59)))
        }
    }

    /// Validation errors reach the caller of `add` with their messages.
    @Test(arguments: [
        (makeRequest("", .immediate), NotificationError.invalidIdentifier("the identifier is empty")),
        (
            makeRequest("r", interval(30, repeats: true)),
            NotificationError.invalidTrigger("a repeating time interval must be at least 60 seconds, not 30")
        ),
        (
            NotificationRequest(identifier: "e", content: NotificationContent(title: ""), trigger: .immediate),
            NotificationError.invalidContent("the notification needs a title or a body")
        ),
    ])
    func addReportsValidationErrors(_ request: NotificationRequest, error: NotificationError) throws {
        let harness = try SchedulerHarness(now: "2024-06-01T10:00:00+02:00", zone: "Europe/Berlin")
        #expect(throws: error) { try harness.center().add(request) }
        #expect(try harness.repository.allPending().isEmpty)
    }

    /// An unusable app identifier is refused before any request is looked at.
    @Test func refusesBadAppIdentifier() throws {
        let harness = try SchedulerHarness(now: "2024-06-01T10:00:00+02:00", zone: "Europe/Berlin")
        #expect(throws: NotificationError.invalidIdentifier("the app identifier is empty")) {
            try harness.scheduler.add([makeRequest("a", .immediate)], appIdentifier: "")
        }
    }

    /// The wake-up is the earliest fire date of all apps, nil when nothing is pending, and
    /// `due()` lists what is due without claiming it.
    @Test func nextWakeUpAndDue() throws {
        let harness = try SchedulerHarness(now: "2024-06-01T10:00:00+02:00", zone: "Europe/Berlin")
        #expect(try harness.scheduler.nextWakeUp() == nil)
        try harness.center("a").add(makeRequest("later", interval(600)))
        try harness.center("b").add(makeRequest("sooner", interval(300)))
        #expect(
            isoString(try harness.scheduler.nextWakeUp(), in: harness.clock.timeZone) == "2024-06-01T10:05:00+02:00")
        try harness.set("2024-06-01T10:05:00+02:00")
        #expect(try harness.scheduler.due().map(\.identifier) == ["sooner"])
        #expect(try harness.scheduler.due().map(\.identifier) == ["sooner"])
        #expect(try harness.repository.allPending().count == 2)
    }

    /// Triggers whose day of the month and weekday ordinal exclude each other: the first
    /// Sunday is never the 31st, the second Monday never the 1st.
    static let impossibleOrdinals: [CalendarTrigger] = [
        CalendarTrigger(day: 31, hour: 8, weekday: 1, weekdayOrdinal: 1, repeats: true),
        CalendarTrigger(day: 1, hour: 8, weekday: 2, weekdayOrdinal: 2, repeats: true),
    ]

    /// Such a trigger is refused by `add`, saying no date matches, and nothing is saved.
    @Test(arguments: impossibleOrdinals)
    func refusesImpossibleWeekdayOrdinal(_ trigger: CalendarTrigger) throws {
        let harness = try SchedulerHarness(now: "2024-06-01T10:00:00+02:00", zone: "Europe/Berlin")
        let error = #expect(throws: NotificationError.self) {
            try harness.scheduler.add([makeRequest("never", .calendar(trigger))], appIdentifier: testApp)
        }
        #expect(error?.description == "no date matches the calendar trigger")
        #expect(try harness.repository.allPending().isEmpty)
    }
}
