import Foundation
import LocalNotifications

extension ChecklistsModel {
    /// The most missed occurrences a check-off skips before it gives up and checks the item
    /// off for good.
    static let occurrenceSkipLimit = 100_000

    /// `item` checked off or unchecked at the clock's now, and the occurrence it moved on
    /// from, to keep for an uncheck right after.
    ///
    /// Checking off a repeating item moves it to its first occurrence after both its due date
    /// and now (missed occurrences are skipped; from completion, the next counts from now);
    /// when the series has no more, the item is checked off for good. Unchecking an unchecked
    /// item that moved on brings back the occurrence it moved on from. Reminders at a fixed
    /// date and time move with the due date, keeping their distance to it; the others and
    /// the start count from the due date anyway.
    func changedCheck(of item: ChecklistItem, to checked: Bool) throws -> (ChecklistItem, PreviousOccurrence?) {
        var result = item
        let now = clock.now
        result.modified = now
        if !checked {
            if !item.isChecked, let previous = try store.previousOccurrence(of: item.id) {
                result.moveDue(to: previous.due)
                if let rule = previous.rule { result.recurrence?.rule = rule }
                return (result, nil)
            }
            result.isChecked = false
            result.completedAt = nil
            return (result, nil)
        }
        if !item.isChecked, let recurrence = item.recurrence, let due = item.dueDate,
            let next = nextOccurrence(of: recurrence, due: due, after: now, zone: zone(of: item))
        {
            result.moveDue(to: next.due)
            result.recurrence?.rule = next.rest
            return (result, PreviousOccurrence(due: due, rule: recurrence.rule))
        }
        result.isChecked = true
        result.completedAt = item.isChecked ? item.completedAt : now
        return (result, nil)
    }

    /// The occurrence a check-off at `now` moves to, with the rule for the rest of the series.
    private func nextOccurrence(
        of recurrence: ItemRepeat, due: Date, after now: Date, zone: TimeZone
    )
        -> (due: Date, rest: RecurrenceRule)?
    {
        if recurrence.fromCompletion {
            return recurrence.rule.next(afterCompletion: now, due: due, in: zone)
        }
        var current = (due: due, rest: recurrence.rule)
        for _ in 0..<Self.occurrenceSkipLimit {
            guard let next = current.rest.next(after: current.due, in: zone) else { return nil }
            if next.due > now { return next }
            current = next
        }
        return nil
    }

    /// The zone an item's due date is kept in: its own, or the user's.
    func zone(of item: ChecklistItem) -> TimeZone {
        item.dueTimeZone.flatMap(TimeZone.init(identifier:)) ?? clock.timeZone
    }
}

extension ChecklistItem {
    /// Moves the due date to `due`, and each reminder at a fixed date and time by as much.
    mutating func moveDue(to due: Date) {
        if let old = dueDate {
            let shift = due.timeIntervalSince(old)
            reminders = reminders.map { alarm in
                guard case .at(let date) = alarm else { return alarm }
                return .at(date.addingTimeInterval(shift))
            }
        }
        dueDate = due
    }
}
