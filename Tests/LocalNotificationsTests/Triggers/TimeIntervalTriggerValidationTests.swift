import Foundation
import LocalNotifications
import Testing

/// The interval values a trigger refuses, with the message the user reads.
@Suite("Time interval trigger validation")
struct TimeIntervalTriggerValidationTests {
    /// Intervals that must be refused, whether repeating, and the exact message.
    static let refused: [(TimeIntervalTrigger, String)] = [
        (TimeIntervalTrigger(interval: 0, repeats: false), "the time interval must be more than 0 seconds, not 0"),
        (TimeIntervalTrigger(interval: -5, repeats: false), "the time interval must be more than 0 seconds, not -5"),
        (TimeIntervalTrigger(interval: .nan, repeats: false), "the time interval must be more than 0 seconds, not nan"),
        (
            TimeIntervalTrigger(interval: .infinity, repeats: true),
            "the time interval must be more than 0 seconds, not inf"
        ),
        (
            TimeIntervalTrigger(interval: 1e12, repeats: false),
            "the time interval of 1000000000000 s is longer than 100 years"
        ),
        (
            TimeIntervalTrigger(interval: 59, repeats: true),
            "a repeating time interval must be at least 60 seconds, not 59"
        ),
        (
            TimeIntervalTrigger(interval: 0.5, repeats: true),
            "a repeating time interval must be at least 60 seconds, not 0.5"
        ),
    ]

    /// Each refused interval throws `invalidTrigger` with its message, alone and in a request.
    @Test(arguments: refused)
    func refusesWithMessage(_ trigger: TimeIntervalTrigger, message: String) {
        #expect(throws: NotificationError.invalidTrigger(message)) { try trigger.validate() }
        let request = makeRequest("interval", .timeInterval(trigger))
        #expect(errorMessage { () throws(NotificationError) in try request.validate() } == message)
    }

    /// The limits themselves are allowed: 60 s repeating, a short one-shot, 100 years.
    @Test(arguments: [
        TimeIntervalTrigger(interval: 60, repeats: true),
        TimeIntervalTrigger(interval: 1, repeats: false),
        TimeIntervalTrigger(interval: 0.5, repeats: false),
        TimeIntervalTrigger(interval: 100 * 366 * 86_400, repeats: true),
    ])
    func acceptsTheLimits(_ trigger: TimeIntervalTrigger) {
        #expect(errorMessage { () throws(NotificationError) in try trigger.validate() } == nil)
    }
}
