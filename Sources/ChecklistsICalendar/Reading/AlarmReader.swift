import ChecklistsModel
import Foundation

/// Reads the `VALARM`s of a task into reminders: a trigger relative to the due time
/// (`RELATED=END`), relative to the start (`RELATED=START`, the default: to `DTSTART`, or to
/// the due time when the task has no start, as Tasks.org writes it), or at a date and time.
/// Relative to a start that moves with the due date (a repeating task's), a trigger stays
/// relative. An alarm that does not pop up (`ACTION:EMAIL`) or has nothing to count from is
/// kept as written instead. A reminder's `X-CHECKLISTS-WAKE:TRUE` (`wakeProperty`) asks for
/// the computer to be woken for the item's reminders, and its `X-CHECKLISTS-RING:TRUE`
/// (`ringProperty`) for them to ring like an alarm until the user responds. A reminder's `REPEAT` (above 0) with
/// its `DURATION` (RFC 5545) asks for its popup to come again every `DURATION` until the
/// user responds: the item's `nagInterval`, from the first alarm that has one. A reminder's
/// `ACKNOWLEDGED` (RFC 9074) says when the user last responded to it on some device.
struct AlarmReader {
    /// The value reader.
    let values: ICalValues

    /// The property of a `VALARM` that wakes the computer for it (`TRUE`), Checklists' own.
    static let wakeProperty = "X-CHECKLISTS-WAKE"
    /// The property of a `VALARM` that rings it like an alarm (`TRUE`), Checklists' own.
    static let ringProperty = "X-CHECKLISTS-RING"

    /// The `REPEAT` written for an item whose reminders come again every `interval`
    /// seconds until the user responds, which RFC 5545 cannot say: as many repeats as fill
    /// a day (at least 1), so that an app that counts them stops after a day.
    static func nagRepeatCount(every interval: Int) -> Int {
        max(1, 86_400 / max(interval, 1))
    }

    /// The reminders, the lines of the alarms kept as written, whether the reminders before
    /// the due time came relative to the start (some did, none to the due time), whether one
    /// of them wakes the computer, the nag interval, the latest acknowledgement, and whether
    /// one of them rings.
    func alarms(
        of todo: ComponentText, due: Date?, start: Date?, startLead: Int?
    ) throws(ICalendarError)
        -> (
            reminders: [ItemAlarm], kept: [String], fromStart: Bool, wakes: Bool, nag: Int?, acknowledged: Date?,
            rings: Bool
        )
    {
        var wakes = false
        var rings = false
        var nag: Int?
        var acknowledged: Date?
        var reminders: [ItemAlarm] = []
        var kept: [String] = []
        var relations: Set<String> = []
        for alarm in todo.children where alarm.name == "VALARM" {
            let action = alarm.property("ACTION")?.value.uppercased() ?? "DISPLAY"
            guard action == "DISPLAY" || action == "AUDIO", let trigger = alarm.property("TRIGGER"),
                let reminder = try reminder(trigger, due: due, start: start, startLead: startLead)
            else {
                kept += alarm.text.components(separatedBy: "\r\n")
                continue
            }
            reminders.append(reminder.alarm)
            if alarm.property(Self.wakeProperty)?.value.uppercased() == "TRUE" { wakes = true }
            if alarm.property(Self.ringProperty)?.value.uppercased() == "TRUE" { rings = true }
            if nag == nil { nag = try repeatInterval(of: alarm) }
            if let line = alarm.property("ACKNOWLEDGED") {
                let date = try values.date(line).date
                acknowledged = max(acknowledged ?? date, date)
            }
            if case .beforeDue = reminder.alarm { relations.insert(reminder.related) }
        }
        for other in todo.children where other.name != "VALARM" {
            kept += other.text.components(separatedBy: "\r\n")
        }
        return (reminders, kept, relations == ["START"], wakes, nag, acknowledged, rings)
    }

    /// The alarm's `DURATION` in seconds when its `REPEAT` is above 0 and the duration at
    /// least a minute; nil otherwise.
    private func repeatInterval(of alarm: ComponentText) throws(ICalendarError) -> Int? {
        guard let count = alarm.property("REPEAT").flatMap({ Int($0.value.trimmingCharacters(in: .whitespaces)) }),
            count > 0, let duration = alarm.property("DURATION")
        else { return nil }
        let seconds = try values.duration(duration)
        return seconds >= 60 ? seconds : nil
    }

    private func reminder(
        _ trigger: ContentLine, due: Date?, start: Date?, startLead: Int?
    ) throws(ICalendarError) -> (alarm: ItemAlarm, related: String)? {
        if trigger.parameter("VALUE")?.uppercased() == "DATE-TIME" {
            return (.at(try values.date(trigger).date), "")
        }
        let offset = try values.duration(trigger)
        let related = trigger.parameter("RELATED")?.uppercased() ?? "START"
        if related == "START", let start {
            if let startLead, (0...ItemAlarm.longestLead).contains(startLead - offset) {
                return (.beforeDue(seconds: startLead - offset), related)
            }
            return (.at(start.addingTimeInterval(TimeInterval(offset))), related)
        }
        guard let due else { return nil }
        return (offset <= 0 ? .beforeDue(seconds: -offset) : .at(due.addingTimeInterval(TimeInterval(offset))), related)
    }
}
