/// The tables CalDAV sync keeps in the checklists database (schema version 4); the sync
/// (ChecklistsSync) reads and writes them, the model only through its triggers.
///
/// - `sync_accounts`: one row an account (the password is in the keyring, never here).
/// - `sync_collections`: which checklist is which collection of which account, with the
///   collection's last sync-token and ctag.
/// - `sync_items`: each synced item's href and ETag, and `synced`, its iCalendar text as
///   both sides last agreed on it: the base of the three-way merge.
/// - `sync_outbox`: a row for every change to an item of a synced checklist, in order; the
///   sync sends them and deletes them. The triggers fill it, so that no way of editing an
///   item (the window, the command line, an import, a check-off) can miss the server.
///   Deleting a checklist stops syncing it and forgets its rows: the server keeps it.
public enum SyncSchema {
    /// The migration to version 4.
    public static let version4 = """
        CREATE TABLE sync_accounts (
            url TEXT PRIMARY KEY,
            user TEXT NOT NULL,
            home TEXT,
            last_sync REAL,
            last_error TEXT
        );
        CREATE TABLE sync_collections (
            checklist_id INTEGER PRIMARY KEY,
            account_url TEXT NOT NULL,
            href TEXT NOT NULL,
            sync_token TEXT,
            ctag TEXT
        );
        CREATE TABLE sync_items (
            uid TEXT PRIMARY KEY,
            checklist_id INTEGER NOT NULL,
            href TEXT NOT NULL,
            etag TEXT,
            synced TEXT
        );
        CREATE INDEX sync_items_by_href ON sync_items (checklist_id, href);
        CREATE TABLE sync_outbox (
            seq INTEGER PRIMARY KEY AUTOINCREMENT,
            checklist_id INTEGER NOT NULL,
            uid TEXT NOT NULL
        );
        CREATE TRIGGER sync_outbox_insert AFTER INSERT ON items
        WHEN NEW.checklist_id IN (SELECT checklist_id FROM sync_collections)
        BEGIN
            INSERT INTO sync_outbox (checklist_id, uid) VALUES (NEW.checklist_id, NEW.uid);
        END;
        CREATE TRIGGER sync_outbox_update AFTER UPDATE ON items
        WHEN NEW.checklist_id IN (SELECT checklist_id FROM sync_collections)
            OR OLD.checklist_id IN (SELECT checklist_id FROM sync_collections)
        BEGIN
            INSERT INTO sync_outbox (checklist_id, uid)
                SELECT OLD.checklist_id, OLD.uid WHERE OLD.checklist_id != NEW.checklist_id
                    AND OLD.checklist_id IN (SELECT checklist_id FROM sync_collections);
            INSERT INTO sync_outbox (checklist_id, uid)
                SELECT NEW.checklist_id, NEW.uid
                WHERE NEW.checklist_id IN (SELECT checklist_id FROM sync_collections);
        END;
        CREATE TRIGGER sync_outbox_delete AFTER DELETE ON items
        WHEN OLD.checklist_id IN (SELECT checklist_id FROM sync_collections)
        BEGIN
            INSERT INTO sync_outbox (checklist_id, uid) VALUES (OLD.checklist_id, OLD.uid);
        END;
        CREATE TRIGGER sync_forget_checklist AFTER DELETE ON checklists
        BEGIN
            DELETE FROM sync_outbox WHERE checklist_id = OLD.id;
            DELETE FROM sync_items WHERE checklist_id = OLD.id;
            DELETE FROM sync_collections WHERE checklist_id = OLD.id;
        END;
        """
}
