import LocalNotifications

/// Converts notification categories to and from the `a{sv}` dictionaries of `SetCategories`:
/// identifier s, action-ids as, action-titles as (the button labels, in the same order).
public enum CategoryCodec {
    /// The keys a category dictionary may hold.
    public static let keys: Set<String> = ["identifier", "action-ids", "action-titles"]

    /// The dictionary for a category.
    public static func encode(_ category: NotificationCategory) -> WireDictionary {
        [
            "identifier": .string(category.identifier), "action-ids": .strings(category.actions.map(\.identifier)),
            "action-titles": .strings(category.actions.map(\.title)),
        ]
    }

    /// The category in a dictionary; the error names what was wrong. Only the shape is
    /// checked here; `NotificationCategory.validate` checks the values.
    public static func decode(_ dictionary: WireDictionary) throws(WireError) -> NotificationCategory {
        let reader = WireReader(dictionary)
        try reader.rejectUnknownKeys(allowed: keys)
        guard let identifier = try reader.string("identifier") else {
            throw WireError("the category has no identifier")
        }
        let identifiers = try reader.strings("action-ids") ?? []
        let titles = try reader.strings("action-titles") ?? []
        guard identifiers.count == titles.count else {
            throw WireError(
                "the category \"\(identifier)\" has \(identifiers.count) action-ids but \(titles.count) action-titles")
        }
        return NotificationCategory(
            identifier: identifier,
            actions: zip(identifiers, titles).map { NotificationAction(identifier: $0, title: $1) })
    }

    /// Every category of a `SetCategories` call; the error names the category that was wrong.
    public static func decode(_ dictionaries: [WireDictionary]) throws(WireError) -> [NotificationCategory] {
        var categories: [NotificationCategory] = []
        for (index, dictionary) in dictionaries.enumerated() {
            do {
                categories.append(try decode(dictionary))
            } catch {
                throw dictionaries.count == 1 ? error : WireError("category \(index + 1): \(error.description)")
            }
        }
        return categories
    }
}
