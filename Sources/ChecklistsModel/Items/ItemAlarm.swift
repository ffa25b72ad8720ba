import Foundation

/// One reminder of an item (an iCalendar `VALARM`): at the due time, some time before it, or
/// at a fixed date and time.
public enum ItemAlarm: Sendable, Hashable {
    /// This many seconds before the due time; 0 is "at the due time".
    case beforeDue(seconds: Int)
    /// At this instant, whatever the due date.
    case at(Date)

    /// The reminder at the due time.
    public static let atDue = ItemAlarm.beforeDue(seconds: 0)

    /// The longest "before" a reminder may be: a year.
    public static let longestLead = 366 * 86_400

    /// Reminders after Remind Me is switched: off removes them all; on keeps them, or
    /// gives none one at the due time.
    static func remindMe(_ on: Bool, keeping alarms: [ItemAlarm]) -> [ItemAlarm] {
        guard on else { return [] }
        return alarms.isEmpty ? [.atDue] : alarms
    }

    /// When this reminder comes for an item due at `due`; nil for a relative reminder of an
    /// item without a due date.
    public func date(forDue due: Date?) -> Date? {
        switch self {
        case .beforeDue(let seconds): due.map { $0.addingTimeInterval(-TimeInterval(seconds)) }
        case .at(let date): date
        }
    }
}
