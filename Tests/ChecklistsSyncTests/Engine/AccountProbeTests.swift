import CalDAV
import ChecklistsModel
import Foundation
import LocalNotifications
import SQLiteSupport
import TestSupport
import Testing

@testable import ChecklistsSync

/// Add Account's first step: the server's task lists are found and nothing is stored.
@Suite("Sync: probing an account")
struct AccountProbeTests {
    /// Counts what goes to the keyring.
    private final class CountingPasswords: PasswordStore {
        var stored = 0
        func store(_ password: String, url: String, user: String) throws(PasswordStoreError) { stored += 1 }
        func password(url: String, user: String) throws(PasswordStoreError) -> String? { "secret" }
        func remove(url: String, user: String) throws(PasswordStoreError) {}
    }

    /// The probe names the server's task lists and leaves the accounts, the checklists and
    /// the keyring as they were; once the account is added, probing it again says it exists.
    @Test func findsTheListsAndStoresNothing() throws {
        let folder = try TemporaryFolder()
        let database = try folder.openChecklistsDatabase()
        let clock = ManualWallClock(now: Date(timeIntervalSince1970: 1_800_000_000), timeZone: .gmt)
        let model = ChecklistsModel(database: database, reminders: RecordingReminders(), clock: clock)
        let server = MemoryDAVServer()
        let passwords = CountingPasswords()
        let engine = SyncEngine(database: database, model: model, passwords: passwords, clock: clock) { _ in
            server
        }
        let probe = try engine.probeAccount(server: "https://dav.example/", user: "ann", password: "secret")
        #expect(probe == AccountProbe(url: "https://dav.example/", lists: ["Tasks"]))
        #expect(try engine.accounts().isEmpty)
        #expect(try model.checklists().isEmpty)
        #expect(passwords.stored == 0)

        _ = try engine.addAccount(server: probe.url, user: "ann", password: "secret", lists: probe.lists)
        #expect(throws: SyncError.accountExists("https://DAV.example")) {
            try engine.probeAccount(server: "https://DAV.example", user: "ann", password: "secret")
        }
    }
}
