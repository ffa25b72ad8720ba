import Foundation

/// The knobs the fault suite turns through remindd's environment. In a user's session none
/// of these variables is set and remindd behaves as if this type did not exist.
///
/// - `REMINDD_TEST_FAIL_AT=step[:n]`: remindd kills itself with SIGKILL the n-th time (1
///   when not given) it reaches `step` (see `FailPoint.Step`).
/// - `REMINDD_TEST_HEARTBEAT=1`: a 10 ms heartbeat measures the longest gap between two
///   turns of the main loop and logs it when remindd stops.
/// - `REMINDD_TEST_CLOCK_OFFSET_FILE=path`: seconds (a decimal number, read at every look at
///   the clock) added to the system clock; stands for time passing unnoticed while the
///   machine sleeps, or a clock set far off, without moving every other process's clock.
public struct FaultHooks: Sendable, Equatable {
    /// Where remindd kills itself, if anywhere.
    public var failPoint: FailPoint?
    /// Whether the main-loop heartbeat runs.
    public var heartbeat = false
    /// The file holding the clock offset, if any.
    public var clockOffsetFile: String?

    /// No hooks: the daemon as users run it.
    public init() {}

    /// Reads the hooks from `environment`.
    /// - Throws: `DaemonError.usage` when a variable is set to something unreadable.
    public init(environment: [String: String]) throws(DaemonError) {
        if let text = environment["REMINDD_TEST_FAIL_AT"], !text.isEmpty {
            failPoint = try FailPoint(text)
        }
        heartbeat = environment["REMINDD_TEST_HEARTBEAT"].map { !$0.isEmpty && $0 != "0" } ?? false
        clockOffsetFile = environment["REMINDD_TEST_CLOCK_OFFSET_FILE"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The clock offset now: the number in `clockOffsetFile`, 0 without one or when it
    /// cannot be read.
    public func clockOffset() -> TimeInterval {
        guard let clockOffsetFile, let text = try? String(contentsOfFile: clockOffsetFile, encoding: .utf8) else {
            return 0
        }
        return TimeInterval(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    }
}
