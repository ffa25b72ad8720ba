import ChecklistsModel
import Foundation

/// Reads the `VALARM`s of a task into reminders: a trigger relative to the due time
/// (`RELATED=END`), relative to the start (`RELATED=START`, the default: to `DTSTART`, or to
/// the due time when the task has no start, as Tasks.org writes it), or at a date and time.
/// An alarm that does not pop up (`ACTION:EMAIL`) or has nothing to count from is kept as
/// written instead.
struct AlarmReader {
    /// The value reader.
    let values: ICalValues

    /// The reminders, and the lines of the alarms kept as written.
    func alarms(
        of todo: ComponentText, due: Date?, start: Date?
    ) throws(ICalendarError)
        -> (reminders: [ItemAlarm], kept: [String])
    {
        var reminders: [ItemAlarm] = []
        var kept: [String] = []
        for alarm in todo.children where alarm.name == "VALARM" {
            let action = alarm.property("ACTION")?.value.uppercased() ?? "DISPLAY"
            guard action == "DISPLAY" || action == "AUDIO", let trigger = alarm.property("TRIGGER"),
                let reminder = try reminder(trigger, due: due, start: start)
            else {
                kept += alarm.text.components(separatedBy: "\r\n")
                continue
            }
            reminders.append(reminder)
        }
        for other in todo.children where other.name != "VALARM" {
            kept += other.text.components(separatedBy: "\r\n")
        }
        return (reminders, kept)
    }

    private func reminder(_ trigger: ContentLine, due: Date?, start: Date?) throws(ICalendarError) -> ItemAlarm? {
        if trigger.parameter("VALUE")?.uppercased() == "DATE-TIME" {
            return .at(try values.date(trigger).date)
        }
        let offset = try values.duration(trigger)
        let related = trigger.parameter("RELATED")?.uppercased() ?? "START"
        if related == "START", let start {
            return .at(start.addingTimeInterval(TimeInterval(offset)))
        }
        guard let due else { return nil }
        return offset <= 0 ? .beforeDue(seconds: -offset) : .at(due.addingTimeInterval(TimeInterval(offset)))
    }
}
