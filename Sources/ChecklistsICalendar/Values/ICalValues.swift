import CICal
import Foundation
import LocalNotifications

/// The values of content lines, read with libical: texts unescaped, dates and times with
/// their kind (a day, floating, UTC or in a named zone), durations. Each refusal names the
/// line and the value.
struct ICalValues {
    /// The user's zone: floating times and days are read in it.
    let localZone: TimeZone
    /// The time zones the file defines (`VTIMEZONE`), by TZID.
    let fileZones: FileTimeZones

    /// A date read from a content line.
    struct DateValue {
        /// The instant (a day's start in the user's zone for a day).
        var date: Date
        /// Whether it is a day without a time.
        var isAllDay: Bool
        /// The zone it was given in: nil for floating, "UTC", or a zone Foundation knows.
        var zoneIdentifier: String?
    }

    /// The unescaped text of a text property (SUMMARY, DESCRIPTION).
    func text(_ line: ContentLine) throws(ICalendarError) -> String {
        guard let property = icalproperty_new_from_string(line.text) else {
            throw ICalendarError(line: line.number, "\(line.name) cannot be read as text")
        }
        defer { icalproperty_free(property) }
        guard let value = icalproperty_get_value(property), let text = icalvalue_get_text(value) else {
            return ""
        }
        return String(cString: text)
    }

    /// An X- text value unescaped as RFC 5545 §3.3.11 says (`\\,` is a comma, `\\n` a line
    /// break), for the X- properties libical keeps as plain strings.
    static func unescaped(_ value: String) -> String {
        var result = ""
        var escaping = false
        for character in value {
            if escaping {
                result.append(character == "n" || character == "N" ? "\n" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// The date or date-time of `line` (DUE, DTSTART, COMPLETED, TRIGGER;VALUE=DATE-TIME…).
    func date(_ line: ContentLine) throws(ICalendarError) -> DateValue {
        let value = line.value.trimmingCharacters(in: .whitespaces)
        let time = icaltime_from_string(value)
        let bad = ICalendarError(
            line: line.number, "\(line.name) \"\(value.prefix(40))\" is not a date or a date and time")
        guard icaltime_is_null_time(time) == 0, Self.isValid(time) else { throw bad }
        let isAllDay = time.is_date != 0 || line.parameter("VALUE")?.uppercased() == "DATE"
        var components = DateComponents(year: Int(time.year), month: Int(time.month), day: Int(time.day))
        if !isAllDay {
            components.hour = Int(time.hour)
            components.minute = Int(time.minute)
            components.second = Int(time.second)
        }
        let result: DateValue
        if !isAllDay, value.uppercased().hasSuffix("Z") {
            result = DateValue(date: try instant(components, in: .gmt, line), isAllDay: false, zoneIdentifier: "UTC")
        } else if !isAllDay, let tzid = line.parameter("TZID") {
            result = try zoned(time, components, tzid: tzid, line)
        } else {
            result = DateValue(
                date: try instant(components, in: localZone, line), isAllDay: isAllDay, zoneIdentifier: nil)
        }
        guard TimeBounds.contains(result.date) else {
            throw ICalendarError(line: line.number, "\(line.name) \"\(value)\" is not between the years 1970 and 9999")
        }
        return result
    }

    /// A duration (TRIGGER) in seconds, negative before.
    func duration(_ line: ContentLine) throws(ICalendarError) -> Int {
        let duration = icaldurationtype_from_string(line.value.trimmingCharacters(in: .whitespaces))
        guard icaldurationtype_is_bad_duration(duration) == 0 else {
            throw ICalendarError(line: line.number, "\(line.name) \"\(line.value.prefix(40))\" is not a duration")
        }
        return Int(icaldurationtype_as_int(duration))
    }

    private func zoned(
        _ time: icaltimetype, _ components: DateComponents, tzid: String, _ line: ContentLine
    )
        throws(ICalendarError) -> DateValue
    {
        let name = tzid.hasPrefix("/") ? String(tzid.drop { $0 == "/" }) : tzid
        if let zone = TimeZone(identifier: name) {
            return DateValue(date: try instant(components, in: zone, line), isAllDay: false, zoneIdentifier: name)
        }
        if let zone = fileZones.zone(tzid) {
            let seconds = icaltime_as_timet_with_zone(time, zone)
            let date = Date(timeIntervalSince1970: TimeInterval(seconds))
            return DateValue(date: date, isAllDay: false, zoneIdentifier: fileZones.location(tzid))
        }
        throw ICalendarError(
            line: line.number,
            "\(line.name) names the time zone \"\(tzid)\", which neither the file nor the system knows")
    }

    private func instant(
        _ components: DateComponents, in zone: TimeZone, _ line: ContentLine
    ) throws(ICalendarError)
        -> Date
    {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        guard let date = calendar.date(from: components) else {
            throw ICalendarError(
                line: line.number, "\(line.name) \"\(line.value)\" is not a date in \(zone.identifier)")
        }
        return date
    }

    /// Whether every field of `time` is in its range (libical reads "20261345T250000").
    private static func isValid(_ time: icaltimetype) -> Bool {
        guard (1...9999).contains(time.year), (1...12).contains(time.month), time.day >= 1 else { return false }
        guard time.day <= icaltime_days_in_month(time.month, time.year) else { return false }
        return (0...23).contains(time.hour) && (0...59).contains(time.minute) && (0...60).contains(time.second)
    }
}
