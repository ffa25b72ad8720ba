import Foundation
import LocalNotifications
import Testing

/// Location requests in the scheduler: no fire date, fired by locations, one-shots removed,
/// repeating ones going on, the state kept.
@Suite("Location scheduling")
struct LocationSchedulingTests {
    let outside = LocationFix(latitude: 0.002, longitude: 0, accuracy: 10)
    let inside = LocationFix(latitude: 0.0002, longitude: 0, accuracy: 10)
    let alsoInside = LocationFix(latitude: -0.0003, longitude: 0.0001, accuracy: 5)

    func harness() throws -> SchedulerHarness {
        try SchedulerHarness(now: "2026-03-02T09:00:00+01:00", zone: "Europe/Berlin")
    }

    func place(onEntry: Bool = true, onExit: Bool = false, repeats: Bool = false) -> NotificationTrigger {
        .location(region(latitude: 0, longitude: 0, radius: 100, onEntry: onEntry, onExit: onExit, repeats: repeats))
    }

    /// A location request is pending with an unknown state, but never due and never wakes the timer.
    @Test func isNeverDueByTime() throws {
        let harness = try harness()
        let scheduled = try harness.center().add(makeRequest("shop", place()))
        #expect(scheduled.regionState == .unknown)
        #expect(scheduled.nextFireDate == ScheduledRequest.locationFireDate)
        #expect(try harness.scheduler.nextWakeUp() == nil)
        try harness.set("9999-12-31T23:59:59+00:00")
        #expect(try harness.scheduler.fireDue().isEmpty)
        #expect(try harness.scheduler.recomputeFireDates() == 0)
        #expect(try harness.center().pendingRequests().map(\.identifier) == ["shop"])
    }

    /// A timed request beside it still wakes the timer at its own time.
    @Test func timedRequestsStillWake() throws {
        let harness = try harness()
        try harness.center().add(makeRequest("shop", place()))
        try harness.center().add(makeRequest("tea", interval(60)))
        #expect(try harness.scheduler.nextWakeUp() == harness.clock.now.addingTimeInterval(60))
    }

    /// A one-shot entry fires once when the device comes in, and is then delivered and gone.
    @Test func oneShotEntryFiresOnceAndEnds() throws {
        let harness = try harness()
        try harness.center().add(makeRequest("shop", place()))
        #expect(try harness.scheduler.locationChanged(to: outside).isEmpty)
        let batch = try harness.scheduler.locationChanged(to: inside)
        #expect(batch.delivered.map(\.identifier) == ["shop"])
        #expect(batch.delivered.first?.occurrenceDate == harness.clock.now)
        #expect(batch.delivered.first?.late == false)
        #expect(try harness.center().pendingRequests().isEmpty)
        #expect(try harness.center().deliveredNotifications().map(\.identifier) == ["shop"])
        #expect(try harness.scheduler.pendingLocationTriggers().isEmpty)
    }

    /// Being inside from the first fix does not fire; updates inside do not fire.
    @Test func alreadyInsideDoesNotFire() throws {
        let harness = try harness()
        try harness.center().add(makeRequest("shop", place()))
        #expect(try harness.scheduler.locationChanged(to: inside).isEmpty)
        #expect(try harness.scheduler.locationChanged(to: alsoInside).isEmpty)
        #expect(try harness.center().pendingRequests().first?.regionState == .inside)
    }

    /// A repeating entry-and-exit request fires at each crossing and never for updates on one side.
    @Test func repeatingFiresAtEveryCrossing() throws {
        let harness = try harness()
        try harness.center().add(makeRequest("office", place(onExit: true, repeats: true)))
        var fired: [Int] = []
        for (step, fix) in [outside, inside, alsoInside, inside, outside, outside, inside].enumerated() {
            harness.clock.now.addTimeInterval(60)
            if !(try harness.scheduler.locationChanged(to: fix).isEmpty) { fired.append(step) }
        }
        #expect(fired == [1, 4, 6])
        let pending = try harness.center().pendingRequests()
        #expect(pending.first?.regionState == .inside)
        #expect(pending.first?.lastFireDate == harness.clock.now)
    }

    /// An exit-only request keeps the entry as state without firing, and fires on the way out.
    @Test func exitOnlyFiresOnLeaving() throws {
        let harness = try harness()
        try harness.center().add(makeRequest("home", place(onEntry: false, onExit: true)))
        #expect(try harness.scheduler.locationChanged(to: outside).isEmpty)
        #expect(try harness.scheduler.locationChanged(to: inside).isEmpty)
        #expect(try harness.scheduler.locationChanged(to: outside).delivered.map(\.identifier) == ["home"])
    }

    /// The state is kept in the repository: a new scheduler over it (a restart) does not
    /// fire the same crossing again.
    @Test func stateSurvivesARestart() throws {
        let harness = try harness()
        try harness.center().add(makeRequest("office", place(repeats: true)))
        _ = try harness.scheduler.locationChanged(to: outside)
        #expect(try harness.scheduler.locationChanged(to: inside).delivered.count == 1)
        let restarted = NotificationScheduler(repository: harness.repository, clock: harness.clock)
        #expect(try restarted.locationChanged(to: inside).isEmpty)
    }

    /// A cancelled request never fires.
    @Test func cancelledRequestDoesNotFire() throws {
        let harness = try harness()
        try harness.center().add(makeRequest("shop", place()))
        _ = try harness.scheduler.locationChanged(to: outside)
        try harness.center().removePendingRequests(withIdentifiers: ["shop"])
        #expect(try harness.scheduler.locationChanged(to: inside).isEmpty)
    }

    /// The triggers the daemon needs the location for are those pending, of every app.
    @Test func listsPendingLocationTriggers() throws {
        let harness = try harness()
        try harness.center().add(makeRequest("tea", interval(60)))
        #expect(try harness.scheduler.pendingLocationTriggers().isEmpty)
        try harness.center("org.example.Other").add(makeRequest("shop", place()))
        #expect(try harness.scheduler.pendingLocationTriggers().map(\.radius) == [100])
    }
}
