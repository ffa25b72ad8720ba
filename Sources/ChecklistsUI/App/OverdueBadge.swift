import CGLib
import ChecklistsModel
import ChecklistsPresentation
import Foundation
import GLibSupport
import RemindersBusSupport

/// Keeps Checklists' badge on docks at the number of overdue items: emits the launcher
/// entry's `Update` from the app's own object path whenever that number changes (0 hides
/// the badge), and looks again when the next due item becomes overdue.
///
/// That look is a pause on the monotonic clock, which stops during suspend, so it is at
/// most `longestPause` long: after a resume the badge catches up within that time.
final class OverdueBadge {
    private let connection: OpaquePointer?
    private let objectPath: String
    private let summary: () -> TraySummary?
    private let now: () -> Date
    private var shownCount: Int?
    private var check: guint = 0

    /// A badge emitted on `connection` from `objectPath`; `summary` gives the items' summary
    /// at the time `now` reads.
    init(
        connection: OpaquePointer?, objectPath: String, now: @escaping () -> Date,
        summary: @escaping () -> TraySummary?
    ) {
        self.connection = connection
        self.objectPath = objectPath
        self.now = now
        self.summary = summary
    }

    deinit {
        if check != 0 { g_source_remove(check) }
    }

    /// Shows the overdue count of `summary` when it changed (the first time always, so
    /// that a badge left from before is corrected), and looks again at the next due date.
    func update(_ summary: TraySummary) {
        if summary.overdueCount != shownCount {
            shownCount = summary.overdueCount
            LauncherEntrySignal.emit(
                on: connection, objectPath: objectPath, appIdentifier: ChecklistsApp.identifier,
                count: summary.overdueCount)
        }
        scheduleCheck(after: summary, now: now())
    }

    /// Looks again just after the soonest item that is due but not overdue yet becomes overdue.
    private func scheduleCheck(after summary: TraySummary, now: Date) {
        if check != 0 { g_source_remove(check) }
        check = 0
        guard let next = summary.nextItems.compactMap(\.dueDate).first(where: { $0 >= now }) else { return }
        let seconds = guint(clamping: min(Int(next.timeIntervalSince(now).rounded(.up)) + 1, Self.longestPause))
        check = MonotonicTimeout.after(seconds: seconds) { [weak self] in
            guard let self else { return }
            check = 0
            if let summary = self.summary() { update(summary) }
        }
    }

    /// The longest pause before looking again, in seconds.
    private static let longestPause = 300
}
