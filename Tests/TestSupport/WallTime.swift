import Foundation

/// Local wall-clock times as the command line (`--due`, `--at`) and the item dialog read
/// them, and as the pending table prints them: "2026-12-24 18:30", or with seconds
/// "2026-12-24 18:30:00".
public enum WallTime {
    /// `date` in `zone` (by default the test's, which the processes it starts inherit):
    /// "2026-12-24 18:30", or "2026-12-24 18:30:00" with `seconds`.
    public static func text(_ date: Date, in zone: TimeZone = .current, seconds: Bool = false) -> String {
        formatter(zone, seconds: seconds).string(from: date)
    }

    /// The instant a "2026-12-24 18:30" or "2026-12-24 18:30:00" of `zone` (by default the
    /// test's) stands for, or nil when the text is neither.
    public static func date(_ text: String, in zone: TimeZone = .current) -> Date? {
        formatter(zone, seconds: text.count > 16).date(from: text)
    }

    private static func formatter(_ zone: TimeZone, seconds: Bool) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = zone
        formatter.dateFormat = seconds ? "yyyy-MM-dd HH:mm:ss" : "yyyy-MM-dd HH:mm"
        return formatter
    }
}
