import Foundation
import LocalNotifications
import Testing

/// The region values a location trigger refuses, with the message the user reads.
@Suite("Location trigger validation")
struct LocationTriggerValidationTests {
    /// Triggers that must be refused, and the exact message.
    static let refused: [(LocationTrigger, String)] = [
        (region(latitude: 90.5), "the latitude must be from -90 to 90 degrees, not 90.5"),
        (region(latitude: -91), "the latitude must be from -90 to 90 degrees, not -91"),
        (region(latitude: .nan), "the latitude must be from -90 to 90 degrees, not nan"),
        (region(longitude: 180.01), "the longitude must be from -180 to 180 degrees, not 180.01"),
        (region(longitude: -.infinity), "the longitude must be from -180 to 180 degrees, not -inf"),
        (region(radius: 0.5), "the radius must be from 1 to 100000 metres, not 0.5"),
        (region(radius: 100_001), "the radius must be from 1 to 100000 metres, not 100001"),
        (region(radius: -10), "the radius must be from 1 to 100000 metres, not -10"),
        (
            region(onEntry: false, onExit: false),
            "a location trigger must notify on entry, on exit or both"
        ),
    ]

    /// Each refused trigger throws `invalidTrigger` with its message, alone and in a request.
    @Test(arguments: refused)
    func refusesWithMessage(_ trigger: LocationTrigger, message: String) {
        #expect(throws: NotificationError.invalidTrigger(message)) { try trigger.validate() }
        let request = makeRequest("place", .location(trigger))
        #expect(errorMessage { () throws(NotificationError) in try request.validate() } == message)
    }

    /// The limits themselves are allowed: the poles, the date line, 1 m and 100 km.
    @Test(arguments: [
        region(latitude: 90, longitude: 180, radius: 1), region(latitude: -90, longitude: -180, radius: 100_000),
        region(onEntry: false, onExit: true), region(onEntry: true, onExit: true),
    ])
    func acceptsLimits(_ trigger: LocationTrigger) throws {
        try trigger.validate()
    }

    /// A location trigger has no fire date and is not timed; it repeats as asked.
    @Test func hasNoFireDate() {
        let trigger = NotificationTrigger.location(region(repeats: true))
        #expect(!trigger.isTimed)
        #expect(trigger.repeats)
        #expect(trigger.nextFireDate(anchor: .now, after: .now, localTimeZone: .gmt) == nil)
        #expect(NotificationTrigger.immediate.isTimed)
    }
}

/// A region around Berlin's centre with the values a test changes.
func region(
    latitude: Double = 52.52, longitude: Double = 13.405, radius: Double = 100, onEntry: Bool = true,
    onExit: Bool = false, repeats: Bool = false
) -> LocationTrigger {
    LocationTrigger(
        latitude: latitude, longitude: longitude, radius: radius, notifyOnEntry: onEntry, notifyOnExit: onExit,
        repeats: repeats)
}
