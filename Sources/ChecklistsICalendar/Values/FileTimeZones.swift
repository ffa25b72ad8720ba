import CICal
import Foundation
import Translations

/// The `VTIMEZONE`s of one file, read by libical, by TZID; freed when it goes away. A TZID
/// defined again (some exporters repeat the zone with each task) keeps its first definition.
final class FileTimeZones {
    private var zones: [String: OpaquePointer] = [:]
    private var locations: [String: String] = [:]

    /// Reads every `VTIMEZONE` among `components`; one libical cannot read is refused.
    init(_ components: [ComponentText]) throws(ICalendarError) {
        for component in components where component.name == "VTIMEZONE" {
            guard let tzid = component.property("TZID")?.value else {
                throw ICalendarError(line: component.line, tr("a VTIMEZONE without a TZID"))
            }
            guard zones[tzid] == nil else { continue }
            guard let parsed = icalparser_parse_string(component.text), let zone = icaltimezone_new() else {
                throw ICalendarError(line: component.line, "the VTIMEZONE \"\(tzid)\" cannot be read")
            }
            guard icaltimezone_set_component(zone, parsed) != 0 else {
                icalcomponent_free(parsed)
                icaltimezone_free(zone, 1)
                throw ICalendarError(line: component.line, "the VTIMEZONE \"\(tzid)\" cannot be read")
            }
            zones[tzid] = zone
            if let location = component.property("X-LIC-LOCATION")?.value { locations[tzid] = location }
        }
    }

    deinit {
        for zone in zones.values { icaltimezone_free(zone, 1) }
    }

    /// The zone the file defines as `tzid`.
    func zone(_ tzid: String) -> OpaquePointer? {
        zones[tzid]
    }

    /// The system zone a zone of the file stands for, when it says (`X-LIC-LOCATION`) and
    /// the system knows it; nil otherwise (its times are kept as floating local time).
    func location(_ tzid: String) -> String? {
        locations[tzid].flatMap { TimeZone(identifier: $0) == nil ? nil : $0 }
    }
}
