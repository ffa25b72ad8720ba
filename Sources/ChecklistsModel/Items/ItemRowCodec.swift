import Foundation
import LocalNotifications
import SQLiteSupport

/// An item as a row of the `items` table and back: instants as seconds since the reference
/// date, the rule as its RRULE text, the reminders as a JSON array of `{"before": seconds}`
/// and `{"at": seconds since the reference date}`.
enum ItemRowCodec {
    /// The values of `ChecklistsStore`'s written columns up to `series_time`, in order
    /// (the kept iCalendar lines joined by line breaks: unfolded content lines hold none).
    static func values(_ item: ChecklistItem) -> [SQLiteStatement.Value] {
        [
            .int(Int(item.checklistID)), .text(item.uid), .text(item.text), item.notes.map { .text($0) } ?? .null,
            .int(item.isChecked ? 1 : 0), instant(item.completedAt), instant(item.dueDate),
            item.dueTimeZone.map { .text($0) } ?? .null, .int(item.dueIsAllDay ? 1 : 0),
            item.recurrence.map { .text($0.rule.rrule) } ?? .null,
            .int(item.recurrence?.fromCompletion == true ? 1 : 0),
            .text(reminders(item.reminders)), instant(item.created), instant(item.modified),
            item.extraProperties.isEmpty ? .null : .text(item.extraProperties.joined(separator: "\n")),
            item.start.map { .int($0.lead) } ?? .null, .int(item.start?.remindersFromStart == true ? 1 : 0),
            .int(item.wakesComputer ? 1 : 0), item.recurrence?.timeOfDay.map { .int($0) } ?? .null,
        ]
    }

    /// The item in a row read with `ChecklistsStore`'s item columns (the ID first). A rule or
    /// reminders that cannot be read back are left out rather than failing the whole list.
    static func item(_ row: SQLiteStatement) -> ChecklistItem {
        let fromCompletion = row.int(11) != 0
        return ChecklistItem(
            id: Int64(row.int(0)), checklistID: Int64(row.int(1)), uid: row.text(2) ?? "", text: row.text(3) ?? "",
            notes: row.text(4), isChecked: row.int(5) != 0, completedAt: date(row, 6), dueDate: date(row, 7),
            dueTimeZone: row.text(8), dueIsAllDay: row.int(9) != 0,
            recurrence: row.text(10).flatMap(rule).map {
                ItemRepeat(rule: $0, fromCompletion: fromCompletion, timeOfDay: row.optionalInt(19))
            },
            reminders: reminders(row.text(12) ?? "[]"), created: date(row, 13), modified: date(row, 14),
            extraProperties: row.text(15).map { $0.split(separator: "\n").map(String.init) } ?? [],
            start: row.optionalInt(16).map { ItemStart(lead: $0, remindersFromStart: row.int(17) != 0) },
            wakesComputer: row.int(18) != 0, nagInterval: row.optionalInt(22),
            ringsAlarm: row.int(23) != 0)
    }

    /// The rule in stored RRULE text; nil when it cannot be read (it was written by us, so
    /// only a damaged file gets here).
    static func rule(_ text: String) -> RecurrenceRule? {
        try? RecurrenceRule(rrule: text, zone: TimeZone(identifier: "UTC") ?? .current)
    }

    /// The reminders as stored JSON.
    static func reminders(_ alarms: [ItemAlarm]) -> String {
        let entries = alarms.map { alarm in
            switch alarm {
            case .beforeDue(let seconds): "{\"before\":\(seconds)}"
            case .at(let date): "{\"at\":\(date.timeIntervalSinceReferenceDate)}"
            }
        }
        return "[" + entries.joined(separator: ",") + "]"
    }

    /// The reminders in stored JSON; entries that are not one of the two shapes are skipped.
    static func reminders(_ json: String) -> [ItemAlarm] {
        guard let entries = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]] else {
            return []
        }
        return entries.compactMap { entry in
            if let before = entry["before"] as? NSNumber, let seconds = Int(exactly: before.doubleValue) {
                return .beforeDue(seconds: seconds)
            }
            if let at = entry["at"] as? NSNumber, at.doubleValue.isFinite {
                return .at(Date(timeIntervalSinceReferenceDate: at.doubleValue))
            }
            return nil
        }
    }

    private static func instant(_ date: Date?) -> SQLiteStatement.Value {
        date.map { .double($0.timeIntervalSinceReferenceDate) } ?? .null
    }

    private static func date(_ row: SQLiteStatement, _ column: Int32) -> Date? {
        row.optionalDouble(column).map(Date.init(timeIntervalSinceReferenceDate:))
    }
}
