import CICal
import ChecklistsModel
import Foundation

/// Writes checklists as iCalendar: one `VCALENDAR` a checklist, named by `X-WR-CALNAME`,
/// with a `VTIMEZONE` (from the system's zone data, through libical) for each zone its due
/// dates name, and one `VTODO` an item.
public struct ICalendarExport {
    /// The user's zone, in which floating due dates are written.
    public let localZone: TimeZone
    /// Now, for DTSTAMP.
    public let now: Date

    /// Creates a writer.
    public init(localZone: TimeZone, now: Date) {
        self.localZone = localZone
        self.now = now
    }

    /// The file's text: every checklist with its items, in order; lines end in CRLF.
    public func text(_ lists: [(checklist: Checklist, items: [ChecklistItem])]) -> String {
        let writer = VTodoWriter(localZone: localZone, now: now)
        var text = ""
        for list in lists {
            text += "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:\(Self.productID)\r\nCALSCALE:GREGORIAN\r\n"
            text += ContentLineFolder.folded("X-WR-CALNAME:" + Self.escaped(list.checklist.name))
            for zone in VTodoWriter.zones(of: list.items) { text += timeZone(zone) }
            for item in list.items { text += writer.text(item) }
            text += "END:VCALENDAR\r\n"
        }
        return text
    }

    /// One item as a calendar resource of its own, as CalDAV stores it: a `VCALENDAR`
    /// with the item's `VTODO` and the `VTIMEZONE` its due date names, without a calendar name.
    /// It is the next version of `previous`, the server's copy (nil for a new resource):
    /// see `ResourceRevision`.
    public func resource(_ item: ChecklistItem, after previous: String?) -> String {
        var text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:\(Self.productID)\r\nCALSCALE:GREGORIAN\r\n"
        for zone in VTodoWriter.zones(of: [item]) { text += timeZone(zone) }
        let revision = ResourceRevision(of: item, after: previous, localZone: localZone)
        text += VTodoWriter(localZone: localZone, now: now).text(item, revision: revision)
        return text + "END:VCALENDAR\r\n"
    }

    /// The product identifier written in every file.
    public static let productID = "-//Checklists//Checklists//EN"

    /// A text value escaped as RFC 5545 §3.3.11 says.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\n", "\r\n": result += "\\n"
            default: result.append(character)
            }
        }
        return result
    }

    /// The `VTIMEZONE` of a system zone, from libical (which reads the system's zone data),
    /// with its TZID the zone's plain name, as the due dates name it.
    private func timeZone(_ identifier: String) -> String {
        guard let zone = icaltimezone_get_builtin_timezone(identifier),
            let component = icalcomponent_new_clone(icaltimezone_get_component(zone))
        else { return "" }
        defer { icalcomponent_free(component) }
        if let tzid = icalcomponent_get_first_property(component, ICAL_TZID_PROPERTY) {
            icalproperty_set_tzid(tzid, identifier)
        }
        guard let written = icalcomponent_as_ical_string_r(component) else { return "" }
        defer { free(written) }
        return String(cString: written)
    }
}
