import Foundation

/// The instants and durations remindd and the app accept, and the checked conversions of
/// times to integers.
///
/// Every time value that comes in (the API's dates, intervals, lateness limits and pause,
/// typed dates, stored rows) is checked against these bounds where it enters, so that no
/// later step meets NaN, an infinity or a date that an integer conversion cannot hold.
public enum TimeBounds {
    /// The first instant accepted: 1970-01-01 00:00 in the zone furthest east (UTC+14).
    public static let earliest = Date(timeIntervalSince1970: -14 * 3_600)
    /// The last instant accepted: 9999-12-31 23:59:59 in the zone furthest west (UTC-12).
    public static let latest = Date(timeIntervalSince1970: 253_402_300_799 + 12 * 3_600)
    /// The longest interval or lateness limit accepted, in seconds: about a century.
    public static let longestDuration: TimeInterval = 100 * 366 * 86_400

    /// Whether `date` is finite and between `earliest` and `latest`.
    public static func contains(_ date: Date) -> Bool {
        date.timeIntervalSince1970.isFinite && date >= earliest && date <= latest
    }

    /// `date` when it lies within the bounds; otherwise the error names `name`.
    public static func checked(_ date: Date, _ name: String) throws(NotificationError) -> Date {
        guard contains(date) else {
            throw .invalidTime("\(name) must be a time between the years 1970 and 9999, not \(describe(date))")
        }
        return date
    }

    /// The date `seconds` after 1970-01-01 UTC when it lies within the bounds; otherwise the
    /// error names `name`.
    public static func date(secondsSince1970 seconds: Double, _ name: String) throws(NotificationError) -> Date {
        guard seconds.isFinite else {
            throw .invalidTime("\(name) must be a time between the years 1970 and 9999, not \(seconds)")
        }
        return try checked(Date(timeIntervalSince1970: seconds), name)
    }

    /// Whether `seconds` is a finite duration from 0 to `longestDuration`.
    public static func containsDuration(_ seconds: TimeInterval) -> Bool {
        seconds.isFinite && seconds >= 0 && seconds <= longestDuration
    }

    /// The whole seconds and nanoseconds since 1970 of `date`, rounded up to the next
    /// nanosecond, for a kernel timer; nil when the date is outside the bounds, so the
    /// conversion cannot trap.
    public static func timespec(of date: Date) -> (seconds: Int64, nanoseconds: Int)? {
        guard contains(date) else { return nil }
        let seconds = date.timeIntervalSince1970
        guard var whole = Int64(exactly: seconds.rounded(.down)) else { return nil }
        var nanoseconds = Int(exactly: ((seconds - Double(whole)) * 1e9).rounded(.up)) ?? 0
        if nanoseconds >= 1_000_000_000 {
            whole += 1
            nanoseconds = 0
        }
        return (whole, nanoseconds)
    }

    /// A date for messages: ISO 8601 in UTC when within the bounds, else the raw seconds
    /// since 1970 (Foundation's formatters are not meant for years beyond 9999).
    public static func describe(_ date: Date) -> String {
        guard contains(date) else { return "\(date.timeIntervalSince1970) seconds since 1970" }
        return date.formatted(Date.ISO8601FormatStyle())
    }
}
