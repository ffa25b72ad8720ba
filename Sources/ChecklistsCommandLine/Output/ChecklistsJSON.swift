import ChecklistsModel
import Foundation

/// The `--json` output of `lists` and `items`: one JSON array with sorted keys.
enum ChecklistsJSON {
    /// One checklist.
    struct ListEntry: Encodable, Equatable {
        /// The name.
        var name: String
        /// How many items are not checked off.
        var unchecked: Int
    }

    /// One item.
    struct ItemEntry: Encodable, Equatable {
        /// The item's ID.
        var id: Int64
        /// The text.
        var text: String
        /// The name of its checklist.
        var list: String
        /// Whether it is checked off.
        var checked: Bool
        /// The due date, ISO 8601 with the local UTC offset, or nil (written as null).
        var due: String?
        /// Whether Remind Me is on.
        var remind: Bool

        private enum CodingKeys: String, CodingKey {
            case id, text, list, checked, due, remind
        }

        /// Writes every key, `due` as null when there is no due date.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(text, forKey: .text)
            try container.encode(list, forKey: .list)
            try container.encode(checked, forKey: .checked)
            try container.encode(due, forKey: .due)
            try container.encode(remind, forKey: .remind)
        }
    }

    /// The array for checklists, in the given order.
    static func lists(_ lists: [Checklist]) throws(CommandLineError) -> String {
        try JSONArray.text(lists.map { ListEntry(name: $0.name, unchecked: $0.uncheckedCount) })
    }

    /// The array for items, in the given order; `names` maps checklist IDs to names.
    static func items(
        _ items: [ChecklistItem], names: [Int64: String], in zone: TimeZone
    ) throws(CommandLineError)
        -> String
    {
        try JSONArray.text(
            items.map { item in
                ItemEntry(
                    id: item.id, text: item.text, list: names[item.checklistID] ?? "", checked: item.isChecked,
                    due: item.dueDate.map { DateText.iso8601($0, in: zone) }, remind: item.remindMe)
            })
    }
}
