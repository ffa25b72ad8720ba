import Foundation
import LocalNotifications
import SQLiteSupport

/// The Checklists app without its widgets: checklists and their items in the app's SQLite
/// file, and the tutorial's reminder rules, which keep remindd's pending requests in step.
///
/// Every edit is one transaction, saved at once; then the reminder service is told
/// (store first, then reminders). When only the reminder service fails, the edit stays
/// saved and the call throws `ChecklistsError.reminderNotScheduled` or
/// `.reminderNotCancelled`. Every method throws `ChecklistsError` only.
///
/// Not thread-safe: use it from one thread (the GTK main thread, or the command line).
public final class ChecklistsModel {
    /// The SQL over the app's database.
    let store: ChecklistsStore
    /// remindd, or a test double.
    let reminders: ReminderScheduling
    /// Whether item reminders play the desktop's notification sound (Settings' Play sound).
    public var playsSound = true
    /// The current time and the user's zone: "future" and the calendar components come from it.
    let clock: WallClock

    /// A model over an open database (see `ChecklistsDatabase.open`).
    public init(database: SQLiteDatabase, reminders: ReminderScheduling, clock: WallClock) {
        store = ChecklistsStore(database: database)
        self.reminders = reminders
        self.clock = clock
    }

    /// Every checklist, sorted by name regardless of case, then by ID.
    public func checklists() throws -> [Checklist] {
        try read { () throws(StoreError) in try store.checklists() }.sorted(by: ItemOrdering.checklists)
    }

    /// The checklist with this name, compared after trimming and regardless of case; nil when none.
    public func checklist(named name: String) throws -> Checklist? {
        let key = ItemOrdering.key(name.trimmingCharacters(in: .whitespacesAndNewlines))
        return try checklists().first { ItemOrdering.key($0.name) == key }
    }

    /// The checklist with this ID; nil when none.
    public func checklist(_ id: Int64) throws -> Checklist? {
        try read { () throws(StoreError) in try store.checklist(id) }
    }

    /// Adds an empty checklist. The name is trimmed; it must not be empty, longer than 200
    /// characters, hold control characters, or equal another checklist's name regardless of case.
    public func createChecklist(named name: String) throws -> Checklist {
        let name = try TextRules.checklistName(name)
        return try write {
            try refuseDuplicate(name, except: nil)
            return Checklist(id: try store.insertChecklist(named: name), name: name, uncheckedCount: 0)
        }
    }

    /// Renames a checklist, by the same rules as `createChecklist` (a change of case alone is allowed).
    public func renameChecklist(_ id: Int64, to name: String) throws -> Checklist {
        let name = try TextRules.checklistName(name)
        return try write {
            guard var checklist = try store.checklist(id) else { throw ChecklistsError.noSuchChecklistID(id) }
            try refuseDuplicate(name, except: id)
            try store.renameChecklist(id, to: name)
            checklist.name = name
            return checklist
        }
    }

    /// Deletes a checklist with its items, then cancels the reminders of all its items.
    public func deleteChecklist(_ id: Int64) throws {
        let items = try write {
            guard try store.checklist(id) != nil else { throw ChecklistsError.noSuchChecklistID(id) }
            let items = try store.items(in: id)
            try store.deleteChecklist(id)
            return items
        }
        try cancelReminders(of: items)
    }

    /// The default due date of a new item: the next full hour after the clock's now, in the
    /// clock's zone (10:20 and 10:00 give 11:00; 23:30 gives 00:00 of the next day).
    public func nextFullHour() -> Date {
        let now = clock.now
        let calendar = ItemReminder.calendar(clock.timeZone)
        return calendar.nextDate(after: now, matching: DateComponents(minute: 0, second: 0), matchingPolicy: .nextTime)
            ?? now.addingTimeInterval(3_600)
    }

    /// The request identifier of an item's reminder: the item's ID in decimal.
    public static func reminderIdentifier(for itemID: Int64) -> String {
        ItemReminder.identifier(for: itemID)
    }

    /// A number that changes whenever another process (the command line, another window)
    /// commits a change to the database; poll it and reload when it differs.
    public func externalChangeToken() throws -> Int {
        try read { () throws(StoreError) in try store.dataVersion() }
    }

    /// Throws `duplicateName` when another checklist than `except` has `name`, regardless of case.
    private func refuseDuplicate(_ name: String, except id: Int64?) throws {
        let key = ItemOrdering.key(name)
        if try store.checklists().contains(where: { $0.id != id && ItemOrdering.key($0.name) == key }) {
            throw ChecklistsError.duplicateName
        }
    }

    /// Runs `body` in one transaction; a database error becomes `ChecklistsError.storage`.
    func write<T>(_ body: () throws -> T) throws(ChecklistsError) -> T {
        do {
            return try store.database.transaction(body)
        } catch let error as ChecklistsError {
            throw error
        } catch let error as StoreError {
            throw .storage(error.description)
        } catch {
            throw .storage("the checklists database failed: \(error)")
        }
    }

    /// Runs a read; a database error becomes `ChecklistsError.storage`.
    func read<T>(_ body: () throws(StoreError) -> T) throws(ChecklistsError) -> T {
        do {
            return try body()
        } catch {
            throw .storage(error.description)
        }
    }
}
