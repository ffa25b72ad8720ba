import CICal
import ChecklistsModel
import Foundation
import LocalNotifications

/// Reads one `VTODO` into an imported item: the properties Checklists uses become fields,
/// every other line (and every alarm it cannot use) is kept as written.
struct VTodoReader {
    /// The value reader, with the user's zone and the file's zones.
    let values: ICalValues
    /// Now: a snooze before it is over.
    let now: Date
    /// The summaries of the file's tasks by UID, to name a sub-task's parent.
    let summaries: [String: String]

    /// The properties that become fields; `DTSTAMP` is written anew on export.
    static let used: Set<String> = [
        "UID", "SUMMARY", "DESCRIPTION", "DUE", "STATUS", "COMPLETED", "RRULE", "CREATED", "LAST-MODIFIED", "DTSTAMP",
        RepeatFromCompletion.property,
    ]

    /// What reading a task gave: the item, or why it was left out; and whether its rule is
    /// one Checklists keeps without following.
    enum Outcome {
        /// The item.
        case item(ImportedItem, ruleKeptOnly: Bool)
        /// Left out, for this reason.
        case skipped(String)
    }

    /// The item in `todo`; a value that cannot be read is refused, naming its line. The
    /// item rules are the model's: an item they refuse is skipped when it is imported. A
    /// rule with no due date to count from is kept as written, as an alarm is.
    func read(_ todo: ComponentText) throws(ICalendarError) -> Outcome {
        var extra: [String] = []
        for line in todo.properties where !Self.used.contains(line.name) { extra.append(line.text) }
        try refuseOverlong(todo.property("SUMMARY"), TextRules.maximumTextLength, "the text of an item")
        try refuseOverlong(todo.property("DESCRIPTION"), DraftRules.maximumNotesLength, "the notes of an item")
        let summary = try todo.property("SUMMARY").map(values.text)?.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let summary, !summary.isEmpty else { return .skipped(ICalendarWords.noSummary) }
        let text = summary.components(separatedBy: .newlines).joined(separator: " ")
        var draft = ItemDraft(text: text, dueDate: nil, reminders: [])
        draft.notes = try todo.property("DESCRIPTION").map(values.text)
        if let due = try todo.property("DUE").map(values.date) {
            draft.dueDate = due.date
            draft.dueIsAllDay = due.isAllDay
            draft.dueTimeZone = due.zoneIdentifier
        }
        var ruleKeptOnly = false
        if let line = todo.property("RRULE") {
            if let rule = try rule(line), draft.dueDate != nil {
                let fromCompletion = todo.property(RepeatFromCompletion.property)?.value == RepeatFromCompletion.value
                draft.recurrence = ItemRepeat(rule: rule, fromCompletion: fromCompletion)
            } else {
                extra.append(line.text)
                ruleKeptOnly = true
            }
        }
        let startValue = try todo.property("DTSTART").map(values.date)
        let start = startLead(startValue, of: draft)
        if start != nil, let line = todo.property("DTSTART") { extra.removeAll { $0 == line.text } }
        let alarms = try AlarmReader(values: values).alarms(
            of: todo, due: draft.dueDate, start: startValue?.date, startLead: start)
        draft.reminders = alarms.reminders
        draft.wakesComputer = alarms.wakes
        draft.nagInterval = alarms.nag
        draft.ringsAlarm = alarms.rings
        if let acknowledged = alarms.acknowledged { try keepLatest(acknowledged, in: &extra, of: todo) }
        extra += alarms.kept
        if let snooze = try snoozed(todo) { draft.reminders.append(.at(snooze)) }
        if let parent = todo.property("RELATED-TO"), (parent.parameter("RELTYPE") ?? "PARENT").uppercased() == "PARENT",
            let name = summaries[parent.value]
        {
            let line = ICalendarWords.subtaskOf(name)
            if !(draft.notes ?? "").contains(line) {
                draft.notes = [draft.notes, line].compactMap { $0 }.joined(separator: "\n")
            }
        }
        let status = todo.property("STATUS")?.value.uppercased()
        let completed = try todo.property("COMPLETED").map(values.date)?.date
        let percent = todo.property("PERCENT-COMPLETE")?.value.trimmingCharacters(in: .whitespaces)
        let isChecked = status == "COMPLETED" || status == "CANCELLED" || completed != nil || percent == "100"
        let uid = todo.property("UID")?.value.trimmingCharacters(in: .whitespaces) ?? ""
        let item = ImportedItem(
            uid: uid.isEmpty ? UUID().uuidString.lowercased() : uid, draft: draft, isChecked: isChecked,
            completedAt: completed, created: try todo.property("CREATED").map(values.date)?.date,
            modified: try todo.property("LAST-MODIFIED").map(values.date)?.date, extraProperties: extra,
            start: start.map { ItemStart(lead: $0, remindersFromStart: alarms.fromStart) })
        return .item(item, ruleKeptOnly: ruleKeptOnly)
    }

    /// How long before its due date a repeating task starts, when its start moves with the
    /// due date: a `DTSTART` not after `DUE` and of the same kind (a day, or a time). Nil
    /// otherwise: the line is then kept as written.
    private func startLead(_ start: ICalValues.DateValue?, of draft: ItemDraft) -> Int? {
        guard let start, draft.recurrence != nil, let due = draft.dueDate, start.isAllDay == draft.dueIsAllDay,
            start.date <= due
        else { return nil }
        let zone = draft.dueTimeZone.flatMap(TimeZone.init(identifier:)) ?? values.localZone
        return ItemStart.lead(from: start.date, to: due, in: zone)
    }

    /// Refuses a text value far longer than `limit` characters before reading it (a UTF-8
    /// character takes at most 4 bytes, an escape 2 characters), so a 10 MB line is refused
    /// at once; values near the limit are left to the item rules.
    private func refuseOverlong(_ line: ContentLine?, _ limit: Int, _ what: String) throws(ICalendarError) {
        guard let line, line.value.utf8.count > 8 * limit else { return }
        throw ICalendarError(
            line: line.number,
            "\(line.name): \(what) can have at most \(limit) characters (this one has \(line.value.utf8.count) bytes)")
    }

    /// The rule of an RRULE line: refused when libical refuses it; nil when libical reads
    /// it but Checklists cannot follow it (by the hour, say), so it is only kept.
    private func rule(_ line: ContentLine) throws(ICalendarError) -> RecurrenceRule? {
        let recurrence = icalrecurrencetype_from_string(line.value)
        guard recurrence.freq != ICAL_NO_RECURRENCE else {
            throw ICalendarError(line: line.number, "RRULE \"\(line.value.prefix(60))\" is not a recurrence rule")
        }
        return try? RecurrenceRule(rrule: line.value, zone: values.localZone)
    }

    /// Keeps the latest response to the task's reminders as the task's `X-MOZ-LASTACK` (the
    /// line Checklists writes when the user responds here, and writes again on each
    /// `VALARM` as `ACKNOWLEDGED`): an alarm's `ACKNOWLEDGED` later than the task's
    /// `X-MOZ-LASTACK`, or without one, takes its place.
    private func keepLatest(
        _ acknowledged: Date, in extra: inout [String], of todo: ComponentText
    ) throws(ICalendarError) {
        if let line = todo.property(Self.lastAcknowledgement), try values.date(line).date >= acknowledged { return }
        extra.removeAll { $0.prefix { $0 != ":" && $0 != ";" }.uppercased() == Self.lastAcknowledgement }
        extra.append(Self.lastAcknowledgement + ":" + ICalTimes.utcText(acknowledged))
    }

    /// Thunderbird's and Tasks.org's property of the last response to a task's reminders.
    static let lastAcknowledgement = "X-MOZ-LASTACK"

    /// Thunderbird's and Tasks.org's snooze (`X-MOZ-SNOOZE-TIME`), when it is still ahead.
    private func snoozed(_ todo: ComponentText) throws(ICalendarError) -> Date? {
        guard let line = todo.property("X-MOZ-SNOOZE-TIME") else { return nil }
        let date = try values.date(line).date
        return date > now ? date : nil
    }
}
