import ChecklistsModel
import Foundation
import Translations

/// The human tables of `lists` and `items`, dates in local time.
enum ChecklistsTables {
    /// Name and count of unchecked items; a sentence when there is no checklist.
    static func lists(_ lists: [Checklist]) -> String {
        guard !lists.isEmpty else { return tr("No checklists.") + "\n" }
        var table = TextTable(header: [trc("table heading", "NAME"), trc("table heading", "UNCHECKED")])
        table.rows = lists.map { [$0.name, String($0.uncheckedCount)] }
        return table.text
    }

    /// ID, check mark, due date (the day alone for a day without a time), a "remind" mark,
    /// how it repeats, checklist and text; a sentence when there is no item.
    static func items(_ items: [ChecklistItem], names: [Int64: String], in zone: TimeZone) -> String {
        guard !items.isEmpty else { return tr("No items.") + "\n" }
        var table = TextTable(header: [
            trc("table heading", "ID"), trc("table heading", "DONE"), trc("table heading", "DUE"),
            trc("table heading", "REMIND"), trc("table heading", "REPEAT"), trc("table heading", "LIST"),
            trc("table heading", "TEXT"),
        ])
        table.rows = items.map { item in
            [
                String(item.id), item.isChecked ? "[x]" : "[ ]",
                item.dueDate.map { String(DateText.local($0, in: zone).dropLast(item.dueIsAllDay ? 9 : 3)) } ?? "",
                item.remindMe ? trc("table cell", "remind") : "",
                item.recurrence.map { RepeatDescription.text($0, zone: zone) } ?? "",
                names[item.checklistID] ?? "", item.text,
            ]
        }
        return table.text
    }
}
