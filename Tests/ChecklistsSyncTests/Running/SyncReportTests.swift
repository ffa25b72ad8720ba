import ChecklistsSync
import Foundation
import Testing

/// The report of one sync.
@Suite("Sync: report")
struct SyncReportTests {
    /// A sync succeeded when no account failed.
    @Test func succeededMeansNoFailure() {
        var report = SyncReport(finished: Date(timeIntervalSince1970: 0))
        #expect(report.succeeded)
        report.failures.append(SyncFailure(account: "https://dav.example/", message: "cannot reach dav.example"))
        #expect(!report.succeeded)
    }
}
