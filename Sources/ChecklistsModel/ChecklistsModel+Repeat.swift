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
    /// item that moved on brings back the occurrence it moved on from. Every occurrence is at
    /// the series' time of day, also after one a daylight-saving gap moved on (RFC 5545: the
    /// time comes from the series' start, not from the previous occurrence). Reminders at a fixed
    /// date and time move with the due date, keeping their distance to it; the others and
    /// the start count from the due date anyway.
    func changedCheck(of item: ChecklistItem, to checked: Bool) throws -> (ChecklistItem, PreviousOccurrence?) {
        var result = item
        let now = clock.now
        let zone = zone(of: item)
        result.modified = now
        if !checked {
            if !item.isChecked, let previous = try store.previousOccurrence(of: item.id) {
                result.moveDue(to: previous.due)
                if let rule = previous.rule { result.recurrence?.rule = rule }
                if let time = seriesTime(of: item, in: zone) {
                    result.recurrence?.timeOfDay = RecurrenceRule.keptTimeOfDay(time, at: previous.due, in: zone)
                }
                return (result, nil)
            }
            result.isChecked = false
            result.completedAt = nil
            return (result, nil)
        }
        if !item.isChecked, let recurrence = item.recurrence, let due = item.dueDate,
            let time = seriesTime(of: item, in: zone),
            let next = nextOccurrence(of: recurrence, due: due, timeOfDay: time, after: now, zone: zone)
        {
            result.moveDue(to: next.due)
            result.recurrence?.rule = next.rest
            result.recurrence?.timeOfDay = RecurrenceRule.keptTimeOfDay(time, at: next.due, in: zone)
            return (result, PreviousOccurrence(due: due, rule: recurrence.rule))
        }
        result.isChecked = true
        result.completedAt = item.isChecked ? item.completedAt : now
        return (result, nil)
    }

    /// The wall-clock time of day, in seconds after midnight in `zone`, of a repeating
    /// item's series; nil when the item does not repeat or has no due date.
    private func seriesTime(of item: ChecklistItem, in zone: TimeZone) -> Int? {
        guard let recurrence = item.recurrence, let due = item.dueDate else { return nil }
        return RecurrenceRule.timeOfDay(ofSeriesAt: due, kept: recurrence.timeOfDay, in: zone)
    }

    /// The occurrence a check-off at `now` moves to, at the series' `timeOfDay`, with the
    /// rule for the rest of the series.
    private func nextOccurrence(
        of recurrence: ItemRepeat, due: Date, timeOfDay: Int, after now: Date, zone: TimeZone
    )
        -> (due: Date, rest: RecurrenceRule)?
    {
        if recurrence.fromCompletion {
            return recurrence.rule.next(afterCompletion: now, due: due, timeOfDay: timeOfDay, in: zone)
        }
        var current = (due: due, rest: recurrence.rule)
        for _ in 0..<Self.occurrenceSkipLimit {
            guard let next = current.rest.next(after: current.due, timeOfDay: timeOfDay, in: zone) else { return nil }
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
