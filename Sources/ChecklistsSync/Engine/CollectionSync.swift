import CalDAV
import ChecklistsModel
import Foundation
import Translations

/// One sync of one collection with its checklist: first what changed on the server comes
/// here (merged with what changed here meanwhile), then what changed here goes out, in
/// order, each write conditional on the ETag last seen, so nothing made elsewhere is
/// overwritten unseen.
struct CollectionSync {
    /// The server.
    let client: any DAVClient
    /// The sync's tables.
    let ledger: SyncLedger
    /// The items.
    let model: ChecklistsModel
    /// Items to and from resources.
    let codec: ResourceCodec
    /// The collection and its checklist.
    var link: CollectionLink
    /// Told how a long first sync is going ("Fetched 200 of 5000 tasks").
    let progress: (String) -> Void
    /// How many resources one calendar-multiget asks for.
    static let batch = 200

    /// Syncs both ways; adds what it did to `report`. Throws on the first error the server
    /// or the store gives; what was done until then is kept, and the rest waits in the outbox.
    mutating func run(into report: inout SyncReport) throws {
        let newState = try pull(into: &report)
        try push(into: &report)
        try ledger.recordState(of: link.checklistID, syncToken: newState.syncToken, ctag: newState.ctag)
        link.syncToken = newState.syncToken
        link.ctag = newState.ctag
    }

    // MARK: From the server

    /// Brings the server's changes here; returns the collection state to remember.
    private func pull(into report: inout SyncReport) throws -> DAVCollectionState {
        let state = try client.collectionState(link.href)
        let known = try ledger.itemStates(in: link.checklistID)
        var newState = state
        let listing: Listing
        if state.syncToken != nil {
            if let changes = try changesSinceToken() {
                listing =
                    try Self.listsUnchanged(changes, known: known)
                    ? Listing(changed: changes.changed, removed: try fullListing(known: known).removed)
                    : Listing(changed: changes.changed, removed: changes.removed.filter { known[$0] != nil })
                newState.syncToken = changes.newToken
            } else {
                listing = try fullListing(known: known)
                newState.syncToken = try client.changes(in: link.href, since: nil).newToken
            }
        } else if state.ctag == nil || state.ctag != link.ctag {
            listing = try fullListing(known: known)
        } else {
            listing = Listing(changed: [:], removed: [])
        }
        let changed = listing.changed
        let removed = listing.removed
        let fetch = changed.filter { known[$0.key]?.etag != $0.value }.keys.sorted()
        var fetched = 0
        for start in stride(from: 0, to: fetch.count, by: Self.batch) {
            let hrefs = Array(fetch[start..<min(start + Self.batch, fetch.count)])
            try take(try client.resources(hrefs, in: link.href), into: &report)
            fetched += hrefs.count
            if fetch.count > Self.batch {
                progress(trn("fetched %2$s of %1$d task", "fetched %2$s of %1$d tasks", fetch.count, "\(fetched)"))
            }
        }
        try takeRemovals(removed.compactMap { known[$0] }, into: &report)
        return newState
    }

    /// What changed on the server: href → ETag of the changed, hrefs of the removed.
    private struct Listing {
        var changed: [String: String]
        var removed: [String]
    }

    /// The changes since the last sync-token; nil when the server no longer knows it.
    private func changesSinceToken() throws(CalDAVError) -> DAVChanges? {
        do {
            return try client.changes(in: link.href, since: link.syncToken)
        } catch .syncTokenRefused {
            return nil
        } catch .serverError(500, _) where link.syncToken != nil {
            // Xandikos 0.2.8 fails with 500 on a token it does not know, instead of
            // valid-sync-token: start again from a full listing.
            return nil
        }
    }

    /// Whether a sync-collection answer lists a resource as it is known here, ETag and all:
    /// then it may be a full listing, which some servers send for a token they no longer
    /// know instead of the valid-sync-token error, and which names no removal. In that doubt
    /// the removals come from comparing every ETag (one more request; our own writes of the
    /// last sync also make it).
    private static func listsUnchanged(_ changes: DAVChanges, known: [String: ItemState]) -> Bool {
        changes.removed.isEmpty && changes.changed.contains { known[$0.key]?.etag == $0.value }
    }

    /// The changes found by comparing every ETag on the server with those known here.
    private func fullListing(known: [String: ItemState]) throws -> Listing {
        let etags = try client.etags(in: link.href)
        return Listing(changed: etags, removed: known.keys.filter { etags[$0] == nil })
    }

    /// Applies fetched resources: an item changed only there takes the server's copy; one
    /// changed here too is merged, and the merged copy stays in the outbox to go back.
    private func take(_ resources: [DAVResource], into report: inout SyncReport) throws {
        var items: [ImportedItem] = []
        var states: [ItemState] = []
        var taken: [String] = []
        for resource in resources {
            guard let remote = try? codec.item(resource.body) else {
                if ResourceCodec.holdsNoTask(resource.body) {
                    report.skippedEvents += 1
                } else {
                    report.unreadable.append(resource.href)
                }
                continue
            }
            let uid = remote.item.uid
            states.append(ItemState(uid: uid, href: resource.href, etag: resource.etag, synced: resource.body))
            if let local = try model.item(uid: uid), try ledger.hasPendingChange(uid: uid),
                ItemMerge.Fields(local) != remote.fields
            {
                let base = codec.fields(try ledger.itemState(uid: uid, in: link.checklistID)?.synced)
                let later = (local.modified ?? .distantPast) > (remote.item.modified ?? .distantPast)
                let merged = ItemMerge.merge(
                    base: base, local: ItemMerge.Fields(local), remote: remote.fields, localIsLater: later)
                items.append(merged.imported(uid: uid, created: local.created, modified: codec.now))
                report.merged += 1
                report.mergedItems.append(merged.text)
            } else {
                items.append(remote.item)
                taken.append(uid)
            }
        }
        guard !items.isEmpty else { return }
        var before: Int64 = 0
        let applied = try model.applySynced(
            items, into: link.checklistID,
            prepare: { before = try ledger.lastSequence() },
            alongside: {
                for state in states { try ledger.recordSynced(state, in: link.checklistID) }
                try ledger.dropOwnWrites(after: before, uids: taken)
            })
        report.added += applied.added
        report.updated += applied.updated - (items.count - taken.count)
    }

    /// Items gone from the server: deleted here, unless edited here meanwhile (the edit
    /// wins: the item goes back to the server as new).
    private func takeRemovals(_ gone: [ItemState], into report: inout SyncReport) throws {
        var deleting: [String] = []
        for state in gone {
            if try ledger.hasPendingChange(uid: state.uid) {
                try ledger.forget(uid: state.uid)
            } else {
                deleting.append(state.uid)
            }
        }
        guard !deleting.isEmpty else { return }
        var before: Int64 = 0
        let applied = try model.applySynced(
            [], into: link.checklistID, deleting: deleting,
            prepare: { before = try ledger.lastSequence() },
            alongside: {
                for uid in deleting { try ledger.forget(uid: uid) }
                try ledger.dropOwnWrites(after: before, uids: deleting)
            })
        report.deleted += applied.deleted
    }

    // MARK: To the server

    /// Sends what changed here, in order.
    private func push(into report: inout SyncReport) throws {
        for entry in try ledger.outbox(of: link.checklistID) {
            try send(entry, into: &report)
            try ledger.dropOutbox(uid: entry.uid, in: link.checklistID, through: entry.lastSequence)
        }
    }

    /// Sends one item's current state: a PUT when it is here, a DELETE when it is gone.
    private func send(_ entry: OutboxEntry, into report: inout SyncReport) throws {
        let state = try ledger.itemState(uid: entry.uid, in: link.checklistID)
        let local = try model.item(uid: entry.uid).flatMap { $0.checklistID == link.checklistID ? $0 : nil }
        guard let local else {
            guard let state else { return }
            do {
                try client.delete(state.href, ifMatch: state.etag)
                try ledger.forget(uid: entry.uid)
                report.deleted += 1
            } catch CalDAVError.preconditionFailed {
                // Edited elsewhere since: the edit wins, the item comes back here.
                try take(try client.resources([state.href], in: link.href), into: &report)
            }
            return
        }
        if let state, state.etag != nil, codec.fields(state.synced) == ItemMerge.Fields(local) { return }
        try put(local, state: state, into: &report, attempts: 3)
    }

    /// Writes an item, merging with the server's copy when it changed there meanwhile.
    private func put(_ local: ChecklistItem, state: ItemState?, into report: inout SyncReport, attempts: Int) throws {
        let href = state?.href ?? ResourceCodec.href(for: local.uid, in: link.href)
        let text = codec.text(local, after: state?.synced)
        let precondition: DAVPrecondition? = state == nil ? .absent : state?.etag.map { .etag($0) }
        if let precondition {
            do {
                let etag = try client.put(text, at: href, precondition: precondition)
                try ledger.recordSynced(
                    ItemState(uid: local.uid, href: href, etag: etag, synced: text), in: link.checklistID)
                report.updated += 1
                return
            } catch CalDAVError.preconditionFailed where attempts > 1 {
            }
        }
        // The server's copy changed (or its ETag is unknown): fetch it, merge (the change
        // here is still in the outbox), and send the merged copy.
        guard let remote = try client.resources([href], in: link.href).first else {
            try ledger.forget(uid: local.uid)
            try put(local, state: nil, into: &report, attempts: attempts - 1)
            return
        }
        try take([remote], into: &report)
        guard let merged = try model.item(uid: local.uid), attempts > 1 else { return }
        let newState = try ledger.itemState(uid: local.uid, in: link.checklistID)
        if codec.fields(newState?.synced) == ItemMerge.Fields(merged) { return }
        try put(merged, state: newState, into: &report, attempts: attempts - 1)
    }
}
