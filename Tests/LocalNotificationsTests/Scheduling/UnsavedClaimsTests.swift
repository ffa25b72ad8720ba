import Foundation
import LocalNotifications
import TestSupport
import Testing

/// Firing while the repository refuses writes (a full disk, a read-only file): each
/// occurrence is delivered once, the claims are held in memory and written when writes work
/// again, and the scheduler never wakes up for what it delivered already.
@Suite("Unsaved claims")
struct UnsavedClaimsTests {
    let clock: ManualWallClock
    let repository = FaultyRepository()
    let scheduler: NotificationScheduler

    init() throws {
        clock = ManualWallClock(
            now: try isoDate("2024-06-01T10:00:00+02:00"), timeZone: try timeZone("Europe/Berlin"))
        scheduler = NotificationScheduler(repository: repository, clock: clock)
        try scheduler.add(
            [makeRequest("once", interval(60)), makeRequest("every", interval(60, repeats: true))],
            appIdentifier: testApp)
    }

    /// A refused claim still delivers its occurrence, once: the next scans do not deliver it
    /// again, the next wake-up is not in the past (no busy loop), and the repeating request
    /// goes on with its next slot.
    @Test func refusedClaimIsDeliveredOnce() throws {
        repository.refusesWrites = true
        clock.advance(by: 60)
        #expect(try scheduler.fireDue().delivered.map(\.identifier) == ["every", "once"])
        #expect(scheduler.unsaved.count == 2)
        #expect(scheduler.unsaved.lastError == "the disk is full")
        #expect(try scheduler.fireDue().isEmpty)
        let wakeUp = try #require(try scheduler.nextWakeUp())
        #expect(wakeUp > clock.now)
        #expect(wakeUp <= clock.now.addingTimeInterval(NotificationScheduler.retryInterval))
        clock.advance(by: 60)
        let second = try scheduler.fireDue().delivered
        #expect(second.map(\.identifier) == ["every"])
        #expect(isoString(second.first?.occurrenceDate, in: clock.timeZone) == "2024-06-01T10:02:00+02:00")
        #expect(try scheduler.fireDue().isEmpty)
        #expect(try repository.stored.delivered(appIdentifier: testApp).isEmpty)
    }

    /// While claims are held, the listings show them as the saved claims would: the fired
    /// one-shot is no longer pending but delivered, the repeating one at its next slot.
    @Test func listingsShowHeldClaims() throws {
        repository.refusesWrites = true
        clock.advance(by: 60)
        _ = try scheduler.fireDue()
        let center = scheduler.center(for: testApp)
        let pending = try center.pendingRequests()
        #expect(pending.map(\.identifier) == ["every"])
        #expect(isoString(pending.first?.nextFireDate, in: clock.timeZone) == "2024-06-01T10:02:00+02:00")
        #expect(try center.deliveredNotifications().map(\.identifier) == ["once", "every"])
    }

    /// Once writes work again, the next scan writes the held claims with their posted marks:
    /// a scheduler started afresh over the repository (a restart) delivers nothing again.
    @Test func heldClaimsAreWrittenWhenWritesWorkAgain() throws {
        repository.refusesWrites = true
        clock.advance(by: 60)
        let batch = try scheduler.fireDue()
        try scheduler.markPosted(batch.delivered)
        repository.refusesWrites = false
        #expect(try scheduler.fireDue().isEmpty)
        #expect(scheduler.unsaved.isEmpty)
        #expect(
            try repository.stored.delivered(appIdentifier: testApp).map(\.identifier).sorted() == ["every", "once"])
        #expect(try repository.unposted().isEmpty)
        let pending = try repository.pending(appIdentifier: testApp)
        #expect(pending.map(\.identifier) == ["every"])
        #expect(isoString(pending.first?.nextFireDate, in: clock.timeZone) == "2024-06-01T10:02:00+02:00")
        let restarted = NotificationScheduler(repository: repository, clock: clock)
        #expect(try restarted.fireDue().isEmpty)
        #expect(try restarted.unposted().isEmpty)
    }

    /// Two refused claims of one repeating request are written in order, and the request
    /// ends up at the slot after the second.
    @Test func heldClaimsOfOneRequestAreWrittenInOrder() throws {
        repository.refusesWrites = true
        clock.advance(by: 60)
        _ = try scheduler.fireDue()
        clock.advance(by: 60)
        _ = try scheduler.fireDue()
        #expect(scheduler.unsaved.count == 3)
        repository.refusesWrites = false
        #expect(scheduler.saveUnsaved() == 3)
        let pending = try repository.pending(appIdentifier: testApp)
        #expect(isoString(pending.first?.nextFireDate, in: clock.timeZone) == "2024-06-01T10:03:00+02:00")
        let every = try repository.delivered(appIdentifier: testApp).first { $0.identifier == "every" }
        #expect(isoString(every?.occurrenceDate, in: clock.timeZone) == "2024-06-01T10:02:00+02:00")
    }

    /// A refused "posted" mark is held and written at the next scan, so a restart does not
    /// post the popup again.
    @Test func refusedPostedMarkIsRetried() throws {
        clock.advance(by: 60)
        let batch = try scheduler.fireDue()
        repository.refusesWrites = true
        #expect(throws: FaultyRepository.Refused.self) { try scheduler.markPosted(batch.delivered) }
        #expect(scheduler.unsaved.count == 2)
        #expect(try repository.unposted().count == 2)
        repository.refusesWrites = false
        _ = try scheduler.fireDue()
        #expect(scheduler.unsaved.isEmpty)
        #expect(try repository.unposted().isEmpty)
    }
}
