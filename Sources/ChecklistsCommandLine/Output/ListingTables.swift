import Foundation
import RemindersClient
import Translations

/// The human tables of `pending` and `delivered`, dates in local time.
enum ListingTables {
    /// Next trigger date (or the region of a location request), identifier, title and a
    /// "repeats" mark; a sentence when there is nothing.
    static func pending(_ entries: [ScheduledEntry], in zone: TimeZone) -> String {
        guard !entries.isEmpty else { return tr("No pending notifications.") + "\n" }
        var table = TextTable(header: [
            trc("table heading", "NEXT TRIGGER"), trc("table heading", "ID"), trc("table heading", "TITLE"),
            trc("table heading", "REPEATS"),
        ])
        table.rows = entries.map { entry in
            [
                entry.nextTriggerDate.map { DateText.local($0, in: zone) } ?? RegionText.text(entry.request.trigger),
                entry.request.identifier,
                entry.request.content.title, entry.request.trigger.repeats ? trc("table cell", "repeats") : "",
            ]
        }
        return table.text
    }

    /// Delivery date, identifier, title and a "late" or "missed" mark; a sentence when there is nothing.
    static func delivered(_ entries: [DeliveredEntry], in zone: TimeZone) -> String {
        guard !entries.isEmpty else { return tr("No delivered notifications.") + "\n" }
        var table = TextTable(header: [
            trc("table heading", "DELIVERED"), trc("table heading", "ID"), trc("table heading", "TITLE"),
            trc("table heading", "NOTE"),
        ])
        table.rows = entries.map { entry in
            [
                DateText.local(entry.deliveredAt, in: zone), entry.request.identifier, entry.request.content.title,
                entry.missed ? trc("table cell", "missed") : entry.late ? trc("table cell", "late") : "",
            ]
        }
        return table.text
    }
}
