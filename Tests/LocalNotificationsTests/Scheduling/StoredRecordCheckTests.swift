import Foundation
import LocalNotifications
import Testing

/// A record read back from storage must keep every rule and hold dates within the bounds.
@Suite("Stored records: checked when read back")
struct StoredRecordCheckTests {
    private static let date = Date(timeIntervalSince1970: 1_800_000_000)

    private static func scheduled(next: Date = date, anchor: Date = date, last: Date? = nil) -> ScheduledRequest {
        ScheduledRequest(
            appIdentifier: "org.example.app", request: makeRequest("stored", interval(60)), anchorDate: anchor,
            nextFireDate: next, lastFireDate: last)
    }

    /// Each date of a pending request, and its request's own rules, are checked.
    @Test func pendingRequests() {
        #expect(errorMessage { () throws(NotificationError) in try Self.scheduled().validateStored() } == nil)
        for seconds in TimeBoundsTests.impossible {
            let far = Date(timeIntervalSince1970: seconds)
            for (record, name) in [
                (Self.scheduled(next: far), "the next fire date"),
                (Self.scheduled(anchor: far), "the date it was added"),
                (Self.scheduled(last: far), "the last fire date"),
            ] {
                let message = errorMessage { () throws(NotificationError) in try record.validateStored() }
                #expect(
                    message?.hasPrefix("\(name) must be a time between") == true,
                    "\(seconds): \(String(describing: message))")
            }
        }
        var hugeInterval = Self.scheduled()
        hugeInterval.request.trigger = .timeInterval(TimeIntervalTrigger(interval: 1e300, repeats: true))
        #expect(errorMessage { () throws(NotificationError) in try hugeInterval.validateStored() } != nil)
        var hugeLateness = Self.scheduled()
        hugeLateness.request.latenessLimit = 1e300
        #expect(errorMessage { () throws(NotificationError) in try hugeLateness.validateStored() } != nil)
    }

    /// A delivery's occurrence and delivery dates are checked.
    @Test func deliveries() {
        let request = makeRequest("stored", interval(60))
        for seconds in TimeBoundsTests.impossible {
            let far = Date(timeIntervalSince1970: seconds)
            for delivery in [
                DeliveredNotification(
                    appIdentifier: "a", request: request, occurrenceDate: far, deliveredAt: Self.date, late: false,
                    missed: false, posted: false),
                DeliveredNotification(
                    appIdentifier: "a", request: request, occurrenceDate: Self.date, deliveredAt: far, late: false,
                    missed: false, posted: false),
            ] {
                #expect(errorMessage { () throws(NotificationError) in try delivery.validateStored() } != nil)
            }
        }
    }
}
