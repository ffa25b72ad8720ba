import Foundation
import LocalNotifications
import Testing

/// Every time that comes in is checked against the years 1970 to 9999, and the conversion
/// to a kernel timer's whole seconds cannot trap.
@Suite("Time bounds: far-future, far-past, NaN and infinite times")
struct TimeBoundsTests {
    /// The instants no door may let through.
    static let impossible: [Double] = [1e20, 1e300, -1e20, -1e300, .nan, .infinity, -.infinity, 253_402_387_200]

    /// Dates outside the bounds are refused with a message naming the value; the limits
    /// themselves and ordinary dates pass.
    @Test func datesAreChecked() throws {
        for seconds in Self.impossible {
            #expect(!TimeBounds.contains(Date(timeIntervalSince1970: seconds)), "\(seconds)")
            let message = errorMessage { () throws(NotificationError) in
                _ = try TimeBounds.date(secondsSince1970: seconds, "the date")
            }
            #expect(message?.hasPrefix("the date must be a time between the years 1970 and 9999, not ") == true)
        }
        for date in [TimeBounds.earliest, TimeBounds.latest, Date(timeIntervalSince1970: 1_800_000_000)] {
            #expect(TimeBounds.contains(date))
            #expect(try TimeBounds.checked(date, "the date") == date)
        }
    }

    /// The timer's seconds and nanoseconds: rounded up, never past a whole second, nil
    /// (rather than a trap) outside the bounds.
    @Test func timespecIsCheckedAndRoundedUp() {
        #expect(TimeBounds.timespec(of: Date(timeIntervalSince1970: 1_800_000_000)) ?? (0, 0) == (1_800_000_000, 0))
        let fraction = TimeBounds.timespec(of: Date(timeIntervalSince1970: 1_800_000_000.25))
        #expect(fraction?.seconds == 1_800_000_000)
        #expect(fraction.map { (250_000_000...250_001_000).contains($0.nanoseconds) } == true)
        let justBelow = TimeBounds.timespec(of: Date(timeIntervalSince1970: 1_800_000_000.9999999999))
        #expect(justBelow.map { $0.nanoseconds < 1_000_000_000 } == true)
        #expect(TimeBounds.timespec(of: TimeBounds.latest)?.seconds == 253_402_343_999)
        for seconds in Self.impossible {
            #expect(TimeBounds.timespec(of: Date(timeIntervalSince1970: seconds)) == nil, "\(seconds)")
        }
    }

    /// Durations: 0 to a century; negative, NaN, infinite and longer ones are not durations.
    @Test func durations() {
        for seconds in [0, 1, 86_400, TimeBounds.longestDuration] { #expect(TimeBounds.containsDuration(seconds)) }
        for seconds in [-1, .nan, .infinity, -.infinity, 1e300, TimeBounds.longestDuration + 1] {
            #expect(!TimeBounds.containsDuration(seconds), "\(seconds)")
        }
    }

    /// Messages show a date outside the bounds as its raw seconds, never through a formatter.
    @Test func describe() {
        #expect(TimeBounds.describe(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00Z")
        #expect(TimeBounds.describe(Date(timeIntervalSince1970: 1e20)) == "1e+20 seconds since 1970")
        #expect(TimeBounds.describe(Date(timeIntervalSince1970: .nan)) == "nan seconds since 1970")
    }
}
