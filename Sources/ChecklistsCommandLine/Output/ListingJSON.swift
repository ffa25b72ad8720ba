import Foundation
import RemindersAPI
import RemindersClient

/// The `--json` output of `pending` and `delivered`: one JSON array with sorted keys, dates
/// in ISO 8601 with the local UTC offset.
enum ListingJSON {
    /// One delivered notification.
    struct DeliveredItem: Encodable, Equatable {
        /// The request identifier.
        var id: String
        /// The title.
        var title: String
        /// The subtitle, often empty.
        var subtitle: String
        /// The body, often empty.
        var body: String
        /// When the occurrence was due.
        var occurrenceDate: String
        /// When it was delivered.
        var deliveredAt: String
        /// Whether it came late.
        var late: Bool
        /// Whether it was recorded as missed, without a popup.
        var missed: Bool
        /// The image the popup showed, when it had one.
        var attachment: String?
    }

    /// The array for pending requests, written by hand (`JSONText`): a listing can hold
    /// 100 000. Each entry has id, title, subtitle, body, repeats, trigger, and
    /// nextTriggerDate, attachment or region when it has one.
    static func pending(_ entries: [PendingSummary], in zone: TimeZone) -> String {
        guard !entries.isEmpty else { return "[]\n" }
        var json = JSONText(capacity: entries.count * 300)
        json.raw("[\n")
        for (index, entry) in entries.enumerated() {
            if index > 0 { json.raw(",\n") }
            json.openObject(depth: 1)
            if !entry.attachment.isEmpty { json.member("attachment", entry.attachment) }
            json.member("body", entry.body)
            json.member("id", entry.identifier)
            if let next = entry.nextTriggerDate { json.member("nextTriggerDate", DateText.iso8601(next, in: zone)) }
            if let location = entry.location {
                json.member("region") { region in
                    region.member("latitude", location.latitude)
                    region.member("longitude", location.longitude)
                    region.member("notifyOnEntry", location.notifyOnEntry)
                    region.member("notifyOnExit", location.notifyOnExit)
                    region.member("radius", location.radius)
                    region.member("state", (entry.regionState ?? .unknown).rawValue)
                }
            }
            json.member("repeats", entry.repeats)
            json.member("subtitle", entry.subtitle)
            json.member("title", entry.title)
            json.member("trigger", entry.trigger)
            json.closeObject()
        }
        json.raw("\n]\n")
        return json.text
    }

    /// The array for delivered notifications.
    static func delivered(
        _ entries: [DeliveredEntry], in zone: TimeZone
    )
        throws(CommandLineError) -> String
    {
        try JSONArray.text(
            entries.map { entry in
                let content = entry.request.content
                return DeliveredItem(
                    id: entry.request.identifier, title: content.title, subtitle: content.subtitle, body: content.body,
                    occurrenceDate: DateText.iso8601(entry.occurrenceDate, in: zone),
                    deliveredAt: DateText.iso8601(entry.deliveredAt, in: zone), late: entry.late, missed: entry.missed,
                    attachment: content.attachment.isEmpty ? nil : content.attachment)
            })
    }
}
