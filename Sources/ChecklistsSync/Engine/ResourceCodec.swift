import ChecklistsICalendar
import ChecklistsModel
import Foundation

/// One item as a calendar resource and back, through the iCalendar code of import and export.
struct ResourceCodec {
    /// The user's zone and now.
    var zone: TimeZone
    /// Now, for DTSTAMP.
    var now: Date

    /// The resource's text for an item here, the next version of `previous`, the server's
    /// copy this side last agreed on (nil for a new resource).
    func text(_ item: ChecklistItem, after previous: String?) -> String {
        ICalendarExport(localZone: zone, now: now).resource(item, after: previous)
    }

    /// The item a resource holds, with its fields as the model would store them; throws a
    /// line naming what is wrong when it holds none or cannot be read.
    func item(_ text: String) throws -> (item: ImportedItem, fields: ItemMerge.Fields) {
        let contents = try ICalendarImport(localZone: zone, now: now).read(text)
        guard let item = contents.lists.first?.items.first else {
            throw SyncError.unreadableResource(contents.summary.skipped.keys.sorted().first ?? "it holds no task")
        }
        let draft = try DraftRules.checked(item.draft, zone: zone)
        return (item, ItemMerge.Fields(item, draft: draft))
    }

    /// Whether a resource holds events or journal entries and no task: not Checklists' to read.
    static func holdsNoTask(_ text: String) -> Bool {
        let upper = text.uppercased()
        return !upper.contains("BEGIN:VTODO") && (upper.contains("BEGIN:VEVENT") || upper.contains("BEGIN:VJOURNAL"))
    }

    /// The fields of a resource's text, or nil when it cannot be read.
    func fields(_ text: String?) -> ItemMerge.Fields? {
        guard let text else { return nil }
        return try? item(text).fields
    }

    /// The href of a new item's resource in a collection: its UID, with everything but
    /// letters, digits, "-", "_" and "." percent-encoded, and ".ics".
    static func href(for uid: String, in collection: String) -> String {
        let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
        let name = uid.addingPercentEncoding(withAllowedCharacters: allowed) ?? UUID().uuidString
        return (collection.hasSuffix("/") ? collection : collection + "/") + name + ".ics"
    }
}
