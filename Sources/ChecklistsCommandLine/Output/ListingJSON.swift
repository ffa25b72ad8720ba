import Foundation
import RemindersClient

/// The `--json` output of `pending` and `delivered`: one JSON array with sorted keys, dates
/// in ISO 8601 with the local UTC offset.
enum ListingJSON {
    /// One pending request.
    struct PendingItem: Encodable, Equatable {
        /// The request identifier.
        var id: String
        /// The title.
        var title: String
        /// The subtitle, often empty.
        var subtitle: String
        /// The body, often empty.
        var body: String
        /// Whether the trigger fires more than once.
        var repeats: Bool
        /// The trigger, as `TriggerDescription` writes it.
        var trigger: String
        /// When it fires next; absent for a location request.
        var nextTriggerDate: String?
        /// The image the popup shows, when it has one.
        var attachment: String?
        /// The region of a location request; absent for the others.
        var region: Region?
    }

    /// The region of a pending location request.
    struct Region: Encodable, Equatable {
        /// The centre's latitude in degrees.
        var latitude: Double
        /// The centre's longitude in degrees.
        var longitude: Double
        /// The radius in metres.
        var radius: Double
        /// Whether entering fires.
        var notifyOnEntry: Bool
        /// Whether leaving fires.
        var notifyOnExit: Bool
        /// Where the device last was: unknown, inside or outside.
        var state: String
    }

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

    /// The array for pending requests.
    static func pending(_ entries: [ScheduledEntry], in zone: TimeZone) throws(CommandLineError) -> String {
        try JSONArray.text(
            entries.map { entry in
                let request = entry.request
                return PendingItem(
                    id: request.identifier, title: request.content.title, subtitle: request.content.subtitle,
                    body: request.content.body, repeats: request.trigger.repeats,
                    trigger: TriggerDescription.text(request.trigger),
                    nextTriggerDate: entry.nextTriggerDate.map { DateText.iso8601($0, in: zone) },
                    attachment: request.content.attachment.isEmpty ? nil : request.content.attachment,
                    region: region(entry))
            })
    }

    /// The region of a location entry, nil for a timed one.
    private static func region(_ entry: ScheduledEntry) -> Region? {
        guard case .location(let trigger) = entry.request.trigger else { return nil }
        return Region(
            latitude: trigger.latitude, longitude: trigger.longitude, radius: trigger.radius,
            notifyOnEntry: trigger.notifyOnEntry, notifyOnExit: trigger.notifyOnExit,
            state: (entry.regionState ?? .unknown).rawValue)
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
