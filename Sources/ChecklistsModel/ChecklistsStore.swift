import Foundation
import SQLiteSupport

/// The SQL of the model: reads and writes rows, knows no rules.
///
/// Writers are called inside the model's transactions.
struct ChecklistsStore {
    /// The open, migrated database.
    let database: SQLiteDatabase

    /// The columns an item is read from, in `ItemRowCodec`'s order.
    private static let itemColumns = "id, \(writtenColumns)"
    /// The columns every write sets, in `itemValues`' order.
    private static let writtenColumns = """
        checklist_id, uid, text, notes, checked, completed, due, due_zone, all_day, rrule, from_completion, \
        reminders, created, modified, ical_extra, start_lead, start_reminders, wakes, series_time, previous_due, \
        previous_rrule, nag, rings
        """
    private static let writtenCount = 23

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
        let columns = Self.writtenColumns + (keepingID ? ", id" : "")
        let marks = Array(repeating: "?", count: Self.writtenCount + (keepingID ? 1 : 0)).joined(separator: ", ")
        try database.statement("INSERT INTO items (\(columns)) VALUES (\(marks))")
            .bind(itemValues(item, previous: nil) + (keepingID ? [.int(Int(item.id))] : [])).run()
        return keepingID ? item.id : try lastInsertedID()
    }

    /// Writes every field of an existing item, with the occurrence a check-off moved on from
    /// (nil forgets it).
    func updateItem(_ item: ChecklistItem, previous: PreviousOccurrence? = nil) throws(StoreError) {
        let assignments = Self.writtenColumns.split(separator: ",").map {
            "\($0.trimmingCharacters(in: .whitespaces)) = ?"
        }
        try database.statement("UPDATE items SET \(assignments.joined(separator: ", ")) WHERE id = ?")
            .bind(itemValues(item, previous: previous) + [.int(Int(item.id))]).run()
    }

    /// The occurrence a check-off of item `id` moved on from, when the item was not changed since.
    func previousOccurrence(of id: Int64) throws(StoreError) -> PreviousOccurrence? {
        try database.statement("SELECT previous_due, previous_rrule FROM items WHERE id = ?").bind(.int(Int(id)))
            .firstRow { row in
                row.optionalDouble(0).map {
                    PreviousOccurrence(
                        due: Date(timeIntervalSinceReferenceDate: $0), rule: row.text(1).flatMap(ItemRowCodec.rule))
                }
            } ?? nil
    }

    /// Whether an item has this UID.
    func itemID(withUID uid: String) throws(StoreError) -> Int64? {
        try database.statement("SELECT id FROM items WHERE uid = ?").bind(.text(uid)).firstRow { Int64($0.int(0)) }
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

    private func itemValues(_ item: ChecklistItem, previous: PreviousOccurrence?) -> [SQLiteStatement.Value] {
        ItemRowCodec.values(item) + [
            previous.map { .double($0.due.timeIntervalSinceReferenceDate) } ?? .null,
            previous?.rule.map { .text($0.rrule) } ?? .null, item.nagInterval.map { .int($0) } ?? .null,
            .int(item.ringsAlarm ? 1 : 0),
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
        ItemRowCodec.item(row)
    }
}
