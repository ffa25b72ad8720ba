import Foundation

/// remindd's log: one line per event on stderr, more with `--verbose`.
public final class DaemonLog {
    /// The events that are always logged.
    public enum Event: String {
        /// A request was added or replaced.
        case scheduled
        /// A request was cancelled.
        case cancelled
        /// An occurrence came due and was claimed.
        case fired
        /// A popup reached the notification server.
        case posted
        /// A popup could not be posted (it stays queued) or another step failed.
        case failed
        /// An occurrence came later than its lateness limit and was recorded without a popup.
        case missed
        /// An app registered its notification categories.
        case registered
        /// The user acted on a popup, and the response went to the app (or could not).
        case responded
        /// "Pause Reminders" started, moved or ended.
        case paused
        /// A request's sound started looping, like an alarm, or stopped (and why).
        case ringing
        /// The daemon started, stopped, or its surroundings changed.
        case status
    }

    /// Whether `debug` lines are written too.
    public let verbose: Bool
    private let write: (String) -> Void

    /// A log writing to stderr.
    public convenience init(verbose: Bool) {
        self.init(verbose: verbose) { try? FileHandle.standardError.write(contentsOf: Data(($0 + "\n").utf8)) }
    }

    /// A log handing each line, without its newline, to `write`; tests read the lines so.
    public init(verbose: Bool, write: @escaping (String) -> Void) {
        self.verbose = verbose
        self.write = write
    }

    /// Logs one event line: `remindd: fired org.app/id due 2026-12-24T18:30:00+01:00`.
    public func log(_ event: Event, _ message: String) {
        write("remindd: \(event.rawValue) \(message)")
    }

    /// Logs a detail line, only with `--verbose`.
    public func debug(_ message: String) {
        if verbose { write("remindd: debug \(message)") }
    }

    /// A date as ISO 8601 with the local offset, for log lines.
    public static func format(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(timeZone: TimeZone.current))
    }
}
