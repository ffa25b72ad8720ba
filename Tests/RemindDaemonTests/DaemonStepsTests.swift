import Foundation
import LocalNotifications
import RemindDaemon
import RemindersAPI
import Testing

/// A long `AddMany` and a long listing run a few entries per turn of the idle loop, so that
/// a reminder due meanwhile fires on time, and they answer as one call would.
@Suite("Daemon steps")
struct DaemonStepsTests {
    /// `count` one-shot requests an hour away, as an app sends them.
    static func batch(_ count: Int, from first: Int = 0) -> [WireDictionary] {
        (first..<first + count).map { RequestCodec.encode(inSeconds(3_600, "bulk-\($0)")) }
    }

    /// A reminder due while the steps of 10 000 requests run fires at its time, before the
    /// add answers; then all 10 000 are saved and answered with their dates.
    @Test func reminderDueDuringALongAddFiresOnTime() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        try harness.add(inSeconds(1, "tea"))
        var answer: Result<[Date], ServiceError>?
        harness.daemon.add(RequestBatch(Self.batch(10_000)), appIdentifier: DaemonHarness.app) { answer = $0 }
        harness.chunks.turn()
        try harness.wakeAtArmedTime()
        #expect(harness.poster.summaries == ["tea"])
        #expect(answer == nil)
        harness.chunks.runAll()
        let dates = try #require(try answer?.get())
        #expect(dates.count == 10_000)
        #expect(try harness.pendingIdentifiers().count == 10_000)
    }

    /// One invalid request among 10 000 refuses the whole call, naming it, and saves none.
    @Test func oneInvalidRequestSavesNone() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        var requests = Self.batch(10_000)
        requests[9_000]["trigger"] = .string("sometimes")
        var answer: Result<[Date], ServiceError>?
        harness.daemon.add(RequestBatch(requests), appIdentifier: DaemonHarness.app) { answer = $0 }
        harness.chunks.runAll()
        let refused = #expect(throws: ServiceError.self) { try answer?.get() }
        #expect(refused?.description.hasPrefix("request 9001: ") == true)
        #expect(try harness.pendingIdentifiers().isEmpty)
    }

    /// A listing read over many steps holds every entry once, in the store's order.
    @Test func listingInStepsMatchesTheWholeListing() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        try harness.daemon.add(Self.batch(1_000), appIdentifier: DaemonHarness.app)
        harness.chunks.runAll()
        let sink = CollectingSink()
        harness.daemon.list(.pending(nil), appIdentifier: DaemonHarness.app, into: sink)
        #expect(harness.chunks.turn() == 1)
        #expect(!sink.finished)
        harness.chunks.runAll()
        #expect(sink.finished)
        #expect(
            sink.entries == (try harness.scheduler.pending(appIdentifier: DaemonHarness.app).map(ListingCodec.encode)))
        #expect(sink.entries.count == 1_000)
    }

    /// The check of every stored request after start runs in the background: while a
    /// listing asked just after start has steps left, a turn of the idle loop runs only the
    /// listing's; the check goes on once it is answered.
    @Test func aListingJustAfterStartGoesBeforeTheCheckOfTheStore() throws {
        let earlier = DaemonHarness()
        try earlier.daemon.start()
        try earlier.daemon.add(Self.batch(1_000), appIdentifier: DaemonHarness.app)
        earlier.chunks.runAll()
        let harness = DaemonHarness(repository: earlier.repository)
        try harness.daemon.start()
        #expect(harness.chunks.waiting == 1)
        let sink = CollectingSink()
        harness.daemon.list(.pending(nil), appIdentifier: DaemonHarness.app, into: sink)
        while !sink.finished {
            #expect(harness.chunks.turn() == 1)
            #expect(harness.chunks.waiting >= 1)
        }
        #expect(sink.entries.count == 1_000)
        #expect(harness.chunks.waiting == 1)
        harness.chunks.runAll()
        #expect(harness.chunks.waiting == 0)
    }

    /// A page read in steps is the store's page.
    @Test func pageInStepsMatchesThePage() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        try harness.daemon.add(Self.batch(1_500), appIdentifier: DaemonHarness.app)
        let page = PageOptions(offset: 700, limit: 600)
        let sink = CollectingSink()
        harness.daemon.list(.pending(page), appIdentifier: DaemonHarness.app, into: sink)
        harness.chunks.runAll()
        let stored = try harness.scheduler.pending(appIdentifier: DaemonHarness.app, offset: 700, limit: 600)
        #expect(sink.entries == stored.map(ListingCodec.encode))
        #expect(sink.entries.count == 600)
    }
}
