import ChecklistsPresentation
import Foundation
import Testing

/// What the Accounts section shows of an account.
@Suite("Accounts: rows")
struct AccountRowTests {
    private let dates = DueDateText(
        locale: Locale(identifier: "en_GB"), timeZone: TimeZone(identifier: "Europe/Berlin") ?? .gmt)
    private let when = ISO8601DateFormatter().date(from: "2026-11-30T09:05:00Z") ?? Date()

    /// A synced account: its server, user, lists and the local time of its last sync.
    @Test func aSyncedAccount() {
        let row = AccountRow(
            url: "http://127.0.0.1:5232/", user: "ann", lists: ["Errands", "Work"], lastSync: when, lastError: nil,
            dates: dates)
        #expect(row.server == "http://127.0.0.1:5232/")
        #expect(row.user == "User: ann")
        #expect(row.lists == "Syncs: Errands, Work")
        #expect(row.lastSync == "Last synced Mon, 30 Nov 2026 at 10:05")
        #expect(!row.failed)
        #expect(row.removeName == "Remove the account of ann at http://127.0.0.1:5232/")
    }

    /// A failed last sync says why, whenever the last good one was; a new account says it
    /// has not synced; one whose checklists were all deleted says it syncs none.
    @Test func failedAndNewAccounts() {
        let failed = AccountRow(
            url: "https://dav.example/", user: "ann", lists: [], lastSync: when,
            lastError: "cannot reach dav.example: Connection refused", dates: dates)
        #expect(failed.lastSync == "Last sync failed: cannot reach dav.example: Connection refused")
        #expect(failed.failed)
        #expect(failed.lists == "Syncs no checklists")
        let new = AccountRow(
            url: "https://dav.example/", user: "ann", lists: ["Tasks"], lastSync: nil, lastError: nil, dates: dates)
        #expect(new.lastSync == "Not synced yet")
    }
}
