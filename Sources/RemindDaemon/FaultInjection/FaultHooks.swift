import Foundation

/// The knobs the fault suite turns through remindd's environment. In a user's session none
/// of these variables is set and remindd behaves as if this type did not exist.
///
/// - `REMINDD_TEST_FAIL_AT=step[:n]`: remindd kills itself with SIGKILL the n-th time (1
///   when not given) it reaches `step` (see `FailPoint.Step`).
/// - `REMINDD_TEST_HEARTBEAT=1`: a 10 ms heartbeat measures the longest gap between two
///   turns of the main loop and logs it when remindd stops.
/// - `REMINDD_TEST_CLOCK_OFFSET_FILE=path`: seconds (a decimal number, read at every look at
///   the clock) added to the system clock and to the elapsed clock; stands for time passing
///   unnoticed while the machine sleeps, without moving every other process's clock.
/// - `REMINDD_TEST_CLOCK_SET_FILE=path`: seconds added to the wall clock alone; stands for
///   the clock being set (the elapsed clock, which interval triggers count, does not move).
/// - `REMINDD_TEST_MIN_REPEAT_INTERVAL=seconds`: the shortest `repeat-interval` accepted,
///   instead of 60, so that a test sees a popup posted again within seconds.
public struct FaultHooks: Sendable, Equatable {
    /// Where remindd kills itself, if anywhere.
    public var failPoint: FailPoint?
    /// Whether the main-loop heartbeat runs.
    public var heartbeat = false
    /// The file holding the clock offset, if any.
    public var clockOffsetFile: String?
    /// The file holding how far the wall clock alone was set, if any.
    public var clockSetFile: String?
    /// The shortest `repeat-interval` accepted, when a test set one.
    public var minimumRepeatInterval: TimeInterval?

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
        clockSetFile = environment["REMINDD_TEST_CLOCK_SET_FILE"].flatMap { $0.isEmpty ? nil : $0 }
        if let text = environment["REMINDD_TEST_MIN_REPEAT_INTERVAL"], !text.isEmpty {
            guard let seconds = TimeInterval(text), seconds.isFinite, seconds > 0 else {
                throw .usage("REMINDD_TEST_MIN_REPEAT_INTERVAL must be a number of seconds above 0, not \(text)")
            }
            minimumRepeatInterval = seconds
        }
    }

    /// The clock offset now: the number in `clockOffsetFile`, 0 without one or when it
    /// cannot be read.
    public func clockOffset() -> TimeInterval {
        Self.seconds(in: clockOffsetFile)
    }

    /// How far the wall clock alone was set: the number in `clockSetFile`, 0 without one or
    /// when it cannot be read.
    public func clockSetOffset() -> TimeInterval {
        Self.seconds(in: clockSetFile)
    }

    private static func seconds(in file: String?) -> TimeInterval {
        guard let file, let text = try? String(contentsOfFile: file, encoding: .utf8) else { return 0 }
        let seconds = TimeInterval(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        return seconds.isFinite ? seconds : 0
    }
}
