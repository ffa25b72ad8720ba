import ChecklistsModel
import Foundation
import LocalNotifications
import SQLiteSupport
import TestSupport
import Testing

@testable import ChecklistsSync

/// The outbox: every change to an item of a synced checklist waits there, in order, however
/// it was made, until the sync sends it.
@Suite("Sync: the outbox")
struct OutboxTests {
    private let folder: TemporaryFolder
    private let database: SQLiteDatabase
    private let model: ChecklistsModel
    private let ledger: SyncLedger

    init() throws {
        folder = try TemporaryFolder()
        database = try folder.openChecklistsDatabase()
        let clock = ManualWallClock(now: Date(timeIntervalSince1970: 1_800_000_000), timeZone: .gmt)
        model = ChecklistsModel(database: database, reminders: RecordingReminders(), clock: clock)
        ledger = SyncLedger(database: database)
    }

    private func synced(_ name: String) throws -> Checklist {
        let list = try model.createChecklist(named: name)
        try ledger.insertAccount(AccountRecord(url: "https://dav.example/", user: "ann"))
        try ledger.link(CollectionLink(checklistID: list.id, account: "https://dav.example/", href: "/ann/\(name)/"))
        return list
    }

    /// Adding, editing, checking off and deleting items of a synced checklist queue one
    /// entry per item, in the order of first change; a checklist not synced queues nothing.
    @Test func changesOfSyncedItemsWaitInOrder() throws {
        let list = try synced("Groceries")
        let other = try model.createChecklist(named: "Local")
        let milk = try model.addItem(ItemDraft(text: "Milk", dueDate: nil, remindMe: false), to: list.id)
        let bread = try model.addItem(ItemDraft(text: "Bread", dueDate: nil, remindMe: false), to: list.id)
        _ = try model.addItem(ItemDraft(text: "Not synced", dueDate: nil, remindMe: false), to: other.id)
        _ = try model.setChecked(milk.id, true)
        _ = try model.deleteItem(bread.id)
        let entries = try ledger.outbox(of: list.id)
        #expect(entries.map(\.uid) == [milk.uid, bread.uid])
        #expect(try ledger.outbox(of: other.id).isEmpty)
    }

    /// The outbox survives a restart: it is in the database file.
    @Test func theOutboxSurvivesARestart() throws {
        let list = try synced("Groceries")
        let milk = try model.addItem(ItemDraft(text: "Milk", dueDate: nil, remindMe: false), to: list.id)
        let reopened = SyncLedger(database: try folder.openChecklistsDatabase())
        #expect(try reopened.outbox(of: list.id).map(\.uid) == [milk.uid])
    }

    /// What the sync applies from the server does not go back to it; a change made here
    /// meanwhile does.
    @Test func theSyncsOwnWritesAreNotQueued() throws {
        let list = try synced("Groceries")
        var before: Int64 = 0
        let imported = ImportedItem(uid: "from-server", draft: ItemDraft(text: "Eggs", dueDate: nil, remindMe: false))
        _ = try model.applySynced(
            [imported], into: list.id, prepare: { before = try ledger.lastSequence() },
            alongside: { try ledger.dropOwnWrites(after: before, uids: ["from-server"]) })
        #expect(try ledger.outbox(of: list.id).isEmpty)
        let eggs = try #require(try model.item(uid: "from-server"))
        _ = try model.setChecked(eggs.id, true)
        #expect(try ledger.outbox(of: list.id).map(\.uid) == ["from-server"])
    }

    /// Deleting a synced checklist here stops syncing it: its outbox, items and link are
    /// forgotten, so nothing is deleted on the server.
    @Test func deletingASyncedChecklistForgetsItsSync() throws {
        let list = try synced("Groceries")
        _ = try model.addItem(ItemDraft(text: "Milk", dueDate: nil, remindMe: false), to: list.id)
        try model.deleteChecklist(list.id)
        #expect(try ledger.outbox(of: list.id).isEmpty)
        #expect(try ledger.collections().isEmpty)
    }
}
