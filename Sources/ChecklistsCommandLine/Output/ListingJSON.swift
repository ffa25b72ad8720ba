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
        /// When it fires next.
        var nextTriggerDate: String
        /// The image the popup shows, when it has one.
        var attachment: String?
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
                    nextTriggerDate: DateText.iso8601(entry.nextTriggerDate, in: zone),
                    attachment: request.content.attachment.isEmpty ? nil : request.content.attachment)
            })
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
