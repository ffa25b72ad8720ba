import CICal
import ChecklistsModel
import Foundation

/// Writes one item as a `VTODO` with libical: UID, DTSTAMP, CREATED, LAST-MODIFIED, SUMMARY,
/// DESCRIPTION, DTSTART (in the due date's form) and DUE (floating, UTC, with a TZID, or a
/// day), STATUS and COMPLETED, RRULE, one `VALARM` per reminder, then the lines an import
/// kept, unchanged. No empty property.
struct VTodoWriter {
    /// The user's zone, in which floating due dates are written.
    let localZone: TimeZone
    /// Now, for DTSTAMP.
    let now: Date

    /// The `VTODO`'s text, folded, lines ending in CRLF; `revision` gives its `SEQUENCE` and
    /// the server's `RRULE` when it is a new version of a calendar resource.
    func text(_ item: ChecklistItem, revision: ResourceRevision? = nil) -> String {
        var item = item
        if let revision { item.extraProperties = revision.lines(keeping: item.extraProperties) }
        guard let todo = icalcomponent_new(ICAL_VTODO_COMPONENT) else { return "" }
        defer { icalcomponent_free(todo) }
        add(todo, icalproperty_new_uid(item.uid))
        add(todo, icalproperty_new_dtstamp(ICalTimes.utc(now)))
        if let created = item.created { add(todo, icalproperty_new_created(ICalTimes.utc(created))) }
        if let modified = item.modified { add(todo, icalproperty_new_lastmodified(ICalTimes.utc(modified))) }
        add(todo, icalproperty_new_summary(item.text))
        if let notes = item.notes, !notes.isEmpty { add(todo, icalproperty_new_description(notes)) }
        if let due = item.dueDate {
            if let start = item.start?.date(forDue: due, in: dueZone(of: item)) {
                add(todo, timeProperty(start, of: item, icalproperty_new_dtstart))
            }
            add(todo, timeProperty(due, of: item, icalproperty_new_due))
        }
        add(todo, icalproperty_new_status(item.isChecked ? ICAL_STATUS_COMPLETED : ICAL_STATUS_NEEDSACTION))
        if item.isChecked, let completed = item.completedAt {
            add(todo, icalproperty_new_completed(ICalTimes.utc(completed)))
        }
        if let recurrence = item.recurrence {
            if revision?.rrule == nil {
                add(todo, icalproperty_new_rrule(icalrecurrencetype_from_string(recurrence.rule.rrule)))
            }
            if recurrence.fromCompletion {
                add(
                    todo, icalproperty_new_from_string("\(RepeatFromCompletion.property):\(RepeatFromCompletion.value)")
                )
            }
        }
        let startLead = item.dueDate == nil ? nil : item.start.flatMap { $0.remindersFromStart ? $0.lead : nil }
        let acknowledged = item.extraProperties.first {
            $0.prefix { $0 != ":" && $0 != ";" }.uppercased() == VTodoReader.lastAcknowledgement
        }.map { $0.drop { $0 != ":" }.dropFirst() }
        for reminder in item.reminders {
            let alarm = alarm(reminder, text: item.text, startLead: startLead)
            if item.wakesComputer {
                let wake = icalproperty_new_x("TRUE")
                icalproperty_set_x_name(wake, AlarmReader.wakeProperty)
                add(alarm, wake)
            }
            if item.ringsAlarm {
                let ring = icalproperty_new_x("TRUE")
                icalproperty_set_x_name(ring, AlarmReader.ringProperty)
                add(alarm, ring)
            }
            if let interval = item.nagInterval {
                add(alarm, icalproperty_new_duration(icaldurationtype_from_int(Int32(clamping: interval))))
                add(alarm, icalproperty_new_repeat(Int32(AlarmReader.nagRepeatCount(every: interval))))
            }
            if let acknowledged { add(alarm, icalproperty_new_from_string("ACKNOWLEDGED:\(acknowledged)")) }
            icalcomponent_add_component(todo, alarm)
        }
        guard let written = icalcomponent_as_ical_string_r(todo) else { return "" }
        defer { free(written) }
        var text = String(cString: written)
        guard !item.extraProperties.isEmpty, text.hasSuffix("END:VTODO\r\n") else { return text }
        // RFC 5545 order: the task's own properties, then its sub-components.
        let (properties, components) = Self.split(item.extraProperties)
        text.removeLast("END:VTODO\r\n".count)
        let kept = properties.map(ContentLineFolder.folded).joined()
        // "\r\n" is one Character: the place after it is the start of the alarm's line.
        if let alarms = text.range(of: "\r\nBEGIN:VALARM\r\n") {
            text.insert(contentsOf: kept, at: text.index(after: alarms.lowerBound))
        } else {
            text += kept
        }
        return text + components.map(ContentLineFolder.folded).joined() + "END:VTODO\r\n"
    }

    /// The kept lines as properties of the task and as whole sub-components (the alarms and
    /// others an import kept as written, each from its BEGIN to its END line).
    static func split(_ lines: [String]) -> (properties: [String], components: [String]) {
        var properties: [String] = []
        var components: [String] = []
        var depth = 0
        for line in lines {
            let name = line.prefix { $0 != ":" && $0 != ";" }.uppercased()
            if name == "BEGIN" { depth += 1 }
            if depth > 0 { components.append(line) } else { properties.append(line) }
            if name == "END" { depth = max(depth - 1, 0) }
        }
        return (properties, components)
    }

    /// The time zones the items' due dates name, for their `VTIMEZONE`s.
    static func zones(of items: [ChecklistItem]) -> [String] {
        Array(Set(items.compactMap { $0.dueDate != nil && !$0.dueIsAllDay ? $0.dueTimeZone : nil }))
            .filter { $0 != "UTC" }.sorted()
    }

    private func dueZone(of item: ChecklistItem) -> TimeZone {
        item.dueTimeZone.flatMap(TimeZone.init(identifier:)) ?? localZone
    }

    /// `date` as the item's due date is written (a day, floating, UTC or in its zone), by
    /// `make` (DUE's or DTSTART's constructor).
    private func timeProperty(
        _ date: Date, of item: ChecklistItem, _ make: (icaltimetype) -> OpaquePointer?
    ) -> OpaquePointer? {
        if item.dueIsAllDay {
            return make(ICalTimes.wall(date, in: dueZone(of: item), isDate: true))
        }
        switch item.dueTimeZone {
        case nil:
            return make(ICalTimes.wall(date, in: localZone))
        case "UTC"?:
            return make(ICalTimes.utc(date))
        case let identifier?:
            guard let zone = TimeZone(identifier: identifier) else {
                return make(ICalTimes.utc(date))
            }
            let property = make(ICalTimes.wall(date, in: zone))
            icalproperty_add_parameter(property, icalparameter_new_tzid(identifier))
            return property
        }
    }

    /// The `VALARM` of `reminder`: one before the due time is relative to the due time
    /// (`RELATED=END`), or to the start when `startLead` (the start's lead) is given.
    private func alarm(_ reminder: ItemAlarm, text: String, startLead: Int?) -> OpaquePointer? {
        let alarm = icalcomponent_new(ICAL_VALARM_COMPONENT)
        add(alarm, icalproperty_new_action(ICAL_ACTION_DISPLAY))
        add(alarm, icalproperty_new_description(text))
        var trigger = icaltriggertype()
        trigger.time = icaltime_null_time()
        switch reminder {
        case .beforeDue(let seconds):
            let before = seconds - (startLead ?? 0)
            trigger.duration = icaldurationtype_from_int(Int32(clamping: -before))
            if before == 0 { trigger.duration.is_neg = 1 }
            let property = icalproperty_new_trigger(trigger)
            if startLead == nil { icalproperty_add_parameter(property, icalparameter_new_related(ICAL_RELATED_END)) }
            add(alarm, property)
        case .at(let date):
            trigger.time = ICalTimes.utc(date)
            trigger.duration = icaldurationtype_null_duration()
            add(alarm, icalproperty_new_trigger(trigger))
        }
        return alarm
    }

    private func add(_ component: OpaquePointer?, _ property: OpaquePointer?) {
        guard let component, let property else { return }
        icalcomponent_add_property(component, property)
    }
}
