import CalDAV
import ChecklistsModel
import Foundation
import LocalNotifications
import SQLiteSupport
import TestSupport
import Testing

@testable import ChecklistsSync

/// A server without sync-tokens: the ctag says whether anything changed, then the ETags say
/// what, and only that is fetched.
@Suite("Sync: servers with a ctag only")
struct CtagSyncTests {
    private final class NoPasswords: PasswordStore {
        func store(_ password: String, url: String, user: String) throws(PasswordStoreError) {}
        func password(url: String, user: String) throws(PasswordStoreError) -> String? { "secret" }
        func remove(url: String, user: String) throws(PasswordStoreError) {}
    }

    private static func task(_ uid: String, _ summary: String) -> String {
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//EN\r\nBEGIN:VTODO\r\nUID:\(uid)\r\nDTSTAMP:20261201T100000Z\r\n"
            + "SUMMARY:\(summary)\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
    }

    /// An unchanged ctag costs one request; a changed one lists the ETags and fetches the one
    /// resource that changed.
    @Test func onlyWhatChangedIsFetched() throws {
        let folder = try TemporaryFolder()
        let database = try folder.openChecklistsDatabase()
        let clock = ManualWallClock(now: Date(timeIntervalSince1970: 1_800_000_000), timeZone: .gmt)
        let model = ChecklistsModel(database: database, reminders: RecordingReminders(), clock: clock)
        let server = MemoryDAVServer()
        for index in 0..<3 { server.write(Self.task("t\(index)", "Task \(index)"), at: "/ann/tasks/t\(index).ics") }
        let engine = SyncEngine(database: database, model: model, passwords: NoPasswords(), clock: clock) { _ in
            server
        }
        let first = try engine.addAccount(server: "https://dav.example/", user: "ann", password: "secret", lists: nil)
            .report
        #expect(first.added == 3 && first.succeeded, "\(first)")

        server.resetCalls()
        let unchanged = engine.syncAll()
        #expect(unchanged.added + unchanged.updated == 0 && unchanged.succeeded)
        #expect(server.calls == ["collectionState"])

        server.write(Self.task("t1", "Task one, renamed"), at: "/ann/tasks/t1.ics")
        server.resetCalls()
        let changed = engine.syncAll()
        #expect(changed.updated == 1 && changed.succeeded, "\(changed)")
        #expect(server.calls == ["collectionState", "etags", "resources 1"])
        #expect(try model.item(uid: "t1")?.text == "Task one, renamed")
    }
}

/// An account is named by its URL, whatever its trailing "/" or the case of its host.
@Suite("Sync: account URLs")
struct AccountURLTests {
    @Test func aTrailingSlashOrTheHostsCaseMakesNoDifference() {
        #expect(SyncEngine.sameURL("https://DAV.example.com/", "https://dav.example.com"))
        #expect(SyncEngine.sameURL("http://127.0.0.1:5232/", "http://127.0.0.1:5232/"))
        #expect(!SyncEngine.sameURL("https://dav.example.com/ann/", "https://dav.example.com/bob/"))
    }
}
