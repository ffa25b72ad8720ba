import Foundation
import SQLiteSupport

/// The SQL of the model: reads and writes rows, knows no rules.
///
/// Writers are called inside the model's transactions.
struct ChecklistsStore {
    /// The open, migrated database.
    let database: SQLiteDatabase

    private static let itemColumns = "id, checklist_id, text, checked, due, remind"

    /// Every checklist with its count of unchecked items, unordered.
    func checklists() throws(StoreError) -> [Checklist] {
        let statement = try database.statement(
            """
            SELECT c.id, c.name, (SELECT count(*) FROM items i WHERE i.checklist_id = c.id AND i.checked = 0)
            FROM checklists c
            """)
        var rows: [Checklist] = []
        while try statement.step() { rows.append(readChecklist(statement)) }
        return rows
    }

    /// The checklist with this ID, or nil.
    func checklist(_ id: Int64) throws(StoreError) -> Checklist? {
        try database.statement(
            """
            SELECT c.id, c.name, (SELECT count(*) FROM items i WHERE i.checklist_id = c.id AND i.checked = 0)
            FROM checklists c WHERE c.id = ?
            """
        ).bind(.int(Int(id))).firstRow(readChecklist)
    }

    /// Adds a checklist and returns its new ID.
    func insertChecklist(named name: String) throws(StoreError) -> Int64 {
        try database.statement("INSERT INTO checklists (name) VALUES (?)").bind(.text(name)).run()
        return try lastInsertedID()
    }

    /// Renames a checklist.
    func renameChecklist(_ id: Int64, to name: String) throws(StoreError) {
        try database.statement("UPDATE checklists SET name = ? WHERE id = ?").bind(.text(name), .int(Int(id))).run()
    }

    /// Deletes a checklist and its items.
    func deleteChecklist(_ id: Int64) throws(StoreError) {
        try database.statement("DELETE FROM items WHERE checklist_id = ?").bind(.int(Int(id))).run()
        try database.statement("DELETE FROM checklists WHERE id = ?").bind(.int(Int(id))).run()
    }

    /// The items of one checklist, by ID.
    func items(in checklistID: Int64) throws(StoreError) -> [ChecklistItem] {
        try readItems(
            "SELECT \(Self.itemColumns) FROM items WHERE checklist_id = ? ORDER BY id", .int(Int(checklistID)))
    }

    /// Every item, unordered.
    func allItems() throws(StoreError) -> [ChecklistItem] {
        try readItems("SELECT \(Self.itemColumns) FROM items")
    }

    /// The item with this ID, or nil.
    func item(_ id: Int64) throws(StoreError) -> ChecklistItem? {
        try database.statement("SELECT \(Self.itemColumns) FROM items WHERE id = ?").bind(.int(Int(id)))
            .firstRow(readItem)
    }

    /// Adds an item and returns its ID: the next of the counter, or `item.id` when `keepingID`.
    func insertItem(_ item: ChecklistItem, keepingID: Bool) throws(StoreError) -> Int64 {
        var values = itemValues(item)
        if keepingID {
            values.insert(.int(Int(item.id)), at: 0)
            try database.statement("INSERT INTO items (\(Self.itemColumns)) VALUES (?, ?, ?, ?, ?, ?)")
                .bind(values).run()
            return item.id
        }
        try database.statement("INSERT INTO items (checklist_id, text, checked, due, remind) VALUES (?, ?, ?, ?, ?)")
            .bind(values).run()
        return try lastInsertedID()
    }

    /// Writes every field of an existing item.
    func updateItem(_ item: ChecklistItem) throws(StoreError) {
        try database.statement(
            "UPDATE items SET checklist_id = ?, text = ?, checked = ?, due = ?, remind = ? WHERE id = ?"
        ).bind(itemValues(item) + [.int(Int(item.id))]).run()
    }

    /// Deletes an item.
    func deleteItem(_ id: Int64) throws(StoreError) {
        try database.statement("DELETE FROM items WHERE id = ?").bind(.int(Int(id))).run()
    }

    /// A number that changes whenever another connection (another process) commits a change.
    func dataVersion() throws(StoreError) -> Int {
        try database.statement("PRAGMA data_version").firstRow { $0.int(0) } ?? 0
    }

    private func lastInsertedID() throws(StoreError) -> Int64 {
        Int64(try database.statement("SELECT last_insert_rowid()").firstRow { $0.int(0) } ?? 0)
    }

    private func itemValues(_ item: ChecklistItem) -> [SQLiteStatement.Value] {
        [
            .int(Int(item.checklistID)), .text(item.text), .int(item.isChecked ? 1 : 0),
            item.dueDate.map { .double($0.timeIntervalSinceReferenceDate) } ?? .null, .int(item.remindMe ? 1 : 0),
        ]
    }

    private func readItems(_ sql: String, _ values: SQLiteStatement.Value...) throws(StoreError) -> [ChecklistItem] {
        let statement = try database.statement(sql)
        try statement.bind(values)
        var rows: [ChecklistItem] = []
        while try statement.step() { rows.append(readItem(statement)) }
        return rows
    }

    private func readChecklist(_ row: SQLiteStatement) -> Checklist {
        Checklist(id: Int64(row.int(0)), name: row.text(1) ?? "", uncheckedCount: row.int(2))
    }

    private func readItem(_ row: SQLiteStatement) -> ChecklistItem {
        ChecklistItem(
            id: Int64(row.int(0)), checklistID: Int64(row.int(1)), text: row.text(2) ?? "", isChecked: row.int(3) != 0,
            dueDate: row.optionalDouble(4).map(Date.init(timeIntervalSinceReferenceDate:)), remindMe: row.int(5) != 0)
    }
}
