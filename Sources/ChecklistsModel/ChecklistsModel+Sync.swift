import Foundation
import SQLiteSupport

/// What applying a server's items changed here.
public struct SyncApplied: Sendable, Equatable {
    /// Items that were not here.
    public var added = 0
    /// Items replaced by the server's copy.
    public var updated = 0
    /// Items deleted because the server no longer has them.
    public var deleted = 0
    /// Items the model's rules refused (UID and why); they stay as they were here.
    public var refused: [(uid: String, reason: String)] = []
    /// The first reminder that could not be scheduled or cancelled; the items stay applied.
    public var reminderFailure: ChecklistsError?

    /// Nothing applied yet.
    public init() {}

    /// Equal counts and refused UIDs (the reasons and the reminder failure are left out).
    public static func == (left: SyncApplied, right: SyncApplied) -> Bool {
        left.added == right.added && left.updated == right.updated && left.deleted == right.deleted
            && left.refused.map(\.uid) == right.refused.map(\.uid)
    }
}

extension ChecklistsModel {
    /// The URL of the account each synced checklist belongs to, by checklist ID.
    public func accountsByChecklist() throws -> [Int64: String] {
        try read { () throws(StoreError) in
            let statement = try store.database.statement("SELECT checklist_id, account_url FROM sync_collections")
            var accounts: [Int64: String] = [:]
            while try statement.step() { accounts[Int64(statement.int(0))] = statement.text(1) }
            return accounts
        }
    }

    /// The popup of an item's reminder was opened or dismissed here: records it as
    /// Thunderbird and Tasks.org do (`X-MOZ-LASTACK`, in UTC, among the item's kept iCalendar
    /// lines, and on export as `ACKNOWLEDGED` in each `VALARM`, RFC 9074's word), so that
    /// other devices reading it through sync stop showing that reminder.
    /// Nothing else of the item changes; an item gone meanwhile is left alone.
    public func acknowledgeReminder(of id: Int64) throws {
        try write {
            guard var item = try store.item(id) else { return }
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = [.withYear, .withMonth, .withDay, .withTime, .withTimeZone]
            let stamp = formatter.string(from: clock.now)
            item.extraProperties.removeAll { line in
                let name = line.prefix { $0 != ":" && $0 != ";" }
                return name.uppercased() == "X-MOZ-LASTACK"
            }
            item.extraProperties.append("X-MOZ-LASTACK:" + stamp)
            item.modified = clock.now
            try store.updateItem(item)
        }
    }

    /// The item with this UID, in any checklist; nil when none.
    public func item(uid: String) throws -> ChecklistItem? {
        try read { () throws(StoreError) in
            guard let id = try store.itemID(withUID: uid) else { return nil }
            return try store.item(id)
        }
    }

    /// Applies a server's copies to the checklist `checklistID`, in one transaction with
    /// `alongside` (the sync's own bookkeeping), then the reminder rules to each item.
    ///
    /// Unlike an import, the change time does not decide: the sync already did (it merges
    /// when both sides changed), so an item with the UID is replaced, wherever it is, and
    /// moves into this checklist. Items whose UIDs are in `deleting` are deleted and their
    /// reminders cancelled. An item the rules of typed items refuse is left as it was.
    /// `prepare` runs in the transaction before the first write, `alongside` after the last.
    public func applySynced(
        _ items: [ImportedItem], into checklistID: Int64, deleting: [String] = [],
        prepare: () throws -> Void = {}, alongside: () throws -> Void = {}
    ) throws -> SyncApplied {
        let zone = clock.timeZone
        let now = clock.now
        var applied = SyncApplied()
        let (changed, removed) = try write {
            var changed: [(previous: ChecklistItem?, item: ChecklistItem)] = []
            var removed: [ChecklistItem] = []
            try prepare()
            for imported in items {
                let draft: ItemDraft
                do {
                    draft = try DraftRules.checked(imported.draft, zone: zone)
                } catch {
                    applied.refused.append((imported.uid, String(describing: error)))
                    continue
                }
                let stored = try store.itemID(withUID: imported.uid).flatMap { try store.item($0) }
                changed.append((stored, try save(imported, draft: draft, over: stored, in: checklistID, now: now)))
                if stored == nil { applied.added += 1 } else { applied.updated += 1 }
            }
            for uid in deleting {
                guard let id = try store.itemID(withUID: uid), let stored = try store.item(id) else { continue }
                try store.deleteItem(id)
                applied.deleted += 1
                removed.append(stored)
            }
            try alongside()
            return (changed, removed)
        }
        applied.reminderFailure = updateReminders(of: changed)
        do {
            try cancelReminders(of: removed)
        } catch {
            applied.reminderFailure = applied.reminderFailure ?? error
        }
        return applied
    }
}
