import Foundation
import LocalNotifications
import RemindDaemon
import RemindersAPI
import Testing

/// Listings a page at a time, and the unpaged listing that would not fit one reply.
@Suite("Daemon: paged listings")
struct DaemonPagedListingTests {
    /// Pages of the pending listing, read one after another, give the whole listing in order.
    @Test func pagesGiveTheWholeListing() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        try harness.daemon.add(
            (0..<25).map { RequestCodec.encode(inSeconds(Double(60 + $0), "r\($0)")) },
            appIdentifier: DaemonHarness.app)
        let whole = try harness.pending()
        let pages = try [0, 10, 20, 30].map {
            try harness.pending(page: PageOptions(offset: $0, limit: 10))
        }
        #expect(pages.map(\.count) == [10, 10, 5, 0])
        #expect(pages.flatMap { $0 } == whole)
        #expect(try harness.pendingIdentifiers() == (0..<25).map { "r\($0)" })
    }

    /// Past `PageOptions.unpagedLimit` entries the unpaged listing fails, naming the paged
    /// method, instead of a reply too big for the bus.
    @Test func theUnpagedListingOfTooManyNamesThePagedMethod() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        let count = PageOptions.unpagedLimit + 1
        try harness.scheduler.add(
            (0..<count).map { inSeconds(Double(3_600 + $0), "r\($0)") }, appIdentifier: DaemonHarness.app)
        let error = #expect(throws: ServiceError.self) { try harness.pending() }
        #expect(error?.name == RemindersBus.failedError)
        #expect(error?.description.contains("GetPendingPage") == true, "\(String(describing: error))")
        let last = try harness.pending(page: PageOptions(offset: count - 1, limit: 10))
        #expect(last.count == 1)
    }

    /// The refusal comes before any entry is read: no step runs and nothing is kept, so a
    /// refused listing costs remindd no memory (it once read 10 001 entries first).
    @Test func theRefusedListingReadsNothing() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        try harness.scheduler.add(
            (0...PageOptions.unpagedLimit).map { inSeconds(Double(3_600 + $0), "r\($0)") },
            appIdentifier: DaemonHarness.app)
        let sink = CollectingSink()
        harness.daemon.list(.delivered(nil), appIdentifier: DaemonHarness.app, into: sink)
        #expect(sink.error == nil)
        harness.daemon.list(.pending(nil), appIdentifier: DaemonHarness.app, into: sink)
        #expect(sink.error?.description.contains("GetPendingPage") == true, "\(String(describing: sink.error))")
        #expect(sink.entries.isEmpty)
        #expect(!sink.finished)
    }
}
