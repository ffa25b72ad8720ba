import Foundation
import LocalNotifications
import NotificationStore
import SQLiteSupport
import TestSupport
import Testing

/// What remindd reads in pages (a pass over every request, an app's listings) and the time
/// its fire dates were computed in, in a real SQLite file.
@Suite struct PagedReadTests {
    /// A pass by key reads every request of every app once, in key order, and a page sets
    /// aside the rows it cannot use.
    @Test func aPassByKeyReadsEveryRequestOnceAndSetsAsideTheUnusable() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let repository = try StoreFixtures.repository(at: directory.databasePath)
        let saved =
            (0..<7).map { StoreFixtures.scheduled("a\($0)", nextFire: StoreFixtures.date(Double(100 - $0))) }
            + (0..<4).map {
                StoreFixtures.scheduled("b\($0)", app: StoreFixtures.otherApp, nextFire: StoreFixtures.date(5))
            }
        try repository.save(saved)
        try repository.database.execute("UPDATE pending SET next_fire = 1e300 WHERE identifier = 'a3'")
        var reported: [String] = []
        repository.onSetAside = { reported.append($0.identifier) }

        var read: [PendingKey] = []
        var key: PendingKey?
        repeat {
            let page = try repository.pendingPage(after: key, limit: 3)
            read += page.requests.map(PendingKey.init)
            key = page.next
        } while key != nil

        let expected = saved.map(PendingKey.init).filter { $0.identifier != "a3" }.sorted()
        #expect(read == expected)
        #expect(reported == ["a3"])
        #expect(try repository.database.scalarText("SELECT count(*) FROM set_aside") == "1")
    }

    /// An app's whole listing, read along the primary key and sorted in Swift, is in SQL's
    /// order: by fire date, then by identifier byte for byte (not by Swift's comparison of
    /// strings, which takes a precomposed and a decomposed "é" for the same).
    @Test func theWholeListingIsInSQLsOrder() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let repository = try StoreFixtures.repository(at: directory.databasePath)
        let identifiers = ["\u{E9}", "e\u{301}", "Z", "a", "a\u{E9}", "10", "9"]
        try repository.save(
            identifiers.enumerated().map { index, identifier in
                StoreFixtures.scheduled(identifier, nextFire: StoreFixtures.date(index < 5 ? 7 : 3))
            } + [StoreFixtures.scheduled("other", app: StoreFixtures.otherApp, nextFire: StoreFixtures.date(1))])

        let listed = try repository.pending(appIdentifier: StoreFixtures.app).map(\.identifier)
        #expect(
            listed.map { Array($0.utf8) }
                == ["10", "9", "Z", "a", "a\u{E9}", "e\u{301}", "\u{E9}"].map { Array($0.utf8) })
        let inSQL = try repository.pending(appIdentifier: StoreFixtures.app, offset: 0, limit: 100).map(\.identifier)
        #expect(listed.map { Array($0.utf8) } == inSQL.map { Array($0.utf8) })
    }

    /// Pages of an app's pending requests, soonest first, and of its deliveries, newest
    /// first, give the whole listing in order, page after page.
    @Test func listingPagesGiveTheWholeListingInOrder() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let repository = try StoreFixtures.repository(at: directory.databasePath)
        let requests = (0..<10).map { StoreFixtures.scheduled("r\($0)", nextFire: StoreFixtures.date(Double($0 % 4))) }
        try repository.save(requests + [StoreFixtures.scheduled("x", app: StoreFixtures.otherApp, nextFire: .now)])
        for (index, scheduled) in requests.enumerated() where index < 5 {
            let delivery = StoreFixtures.delivery(of: scheduled, deliveredAt: StoreFixtures.date(Double(index % 2)))
            #expect(try repository.claim(delivery, advancing: nil))
        }

        let pending = try repository.pending(appIdentifier: StoreFixtures.app)
        let pages = try stride(from: 0, to: 12, by: 4).map {
            try repository.pending(appIdentifier: StoreFixtures.app, offset: $0, limit: 4)
        }
        #expect(pages.map(\.count) == [4, 1, 0])
        #expect(pages.flatMap { $0 } == pending)

        let delivered = try repository.delivered(appIdentifier: StoreFixtures.app)
        let deliveredPages = try [0, 2, 4].map {
            try repository.delivered(appIdentifier: StoreFixtures.app, offset: $0, limit: 2)
        }
        #expect(delivered.count == 5)
        #expect(deliveredPages.flatMap { $0 } == delivered)
    }

    /// A page asked on its own, not after the page before it, is the same slice of the
    /// listing, rows that share a fire date included, and past the end is empty.
    @Test func aPageOnItsOwnIsTheSameSlice() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let repository = try StoreFixtures.repository(at: directory.databasePath)
        try repository.save(
            (0..<10).map { StoreFixtures.scheduled("r\($0)", nextFire: StoreFixtures.date(Double($0 % 4))) }
                + [StoreFixtures.scheduled("x", app: StoreFixtures.otherApp, nextFire: StoreFixtures.date(1))])
        let pending = try repository.pending(appIdentifier: StoreFixtures.app)
        for offset in [1, 3, 7, 9, 10, 12] {
            let fresh = try StoreFixtures.repository(at: directory.databasePath)
            let page = try fresh.pending(appIdentifier: StoreFixtures.app, offset: offset, limit: 3)
            #expect(page == Array(pending.dropFirst(offset).prefix(3)), "offset \(offset)")
        }
    }

    /// A page after a write is counted from the first row again, as OFFSET says, not from
    /// where the page before ended.
    @Test func aPageAfterAWriteCountsFromTheStart() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let repository = try StoreFixtures.repository(at: directory.databasePath)
        try repository.save(
            (0..<6).map { StoreFixtures.scheduled("r\($0)", nextFire: StoreFixtures.date(Double(10 + $0))) })
        let first = try repository.pending(appIdentifier: StoreFixtures.app, offset: 0, limit: 3)
        #expect(first.map(\.identifier) == ["r0", "r1", "r2"])
        try repository.save([StoreFixtures.scheduled("early", nextFire: StoreFixtures.date(1))])
        let second = try repository.pending(appIdentifier: StoreFixtures.app, offset: 3, limit: 3)
        #expect(second.map(\.identifier) == ["r2", "r3", "r4"])
        let third = try repository.pending(appIdentifier: StoreFixtures.app, offset: 6, limit: 3)
        #expect(third.map(\.identifier) == ["r5"])
    }

    /// The time base reads back as saved, and is nil before one is.
    @Test func timeBaseRoundTrips() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let repository = try StoreFixtures.repository(at: directory.databasePath)
        #expect(try repository.timeBase() == nil)
        let base = TimeBase(zoneIdentifier: "Asia/Tokyo", bootIdentifier: "boot-7", wallMinusElapsed: 1_781_000_000.25)
        try repository.setTimeBase(base)
        #expect(try StoreFixtures.repository(at: directory.databasePath).timeBase() == base)
    }

    /// After a reboot the store gives interval requests of the old boot the anchor
    /// `IntervalRebase` gives them, in SQL, and leaves the other requests alone.
    @Test func reanchoringMatchesTheCoresRule() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let repository = try StoreFixtures.repository(at: directory.databasePath)
        var interval = StoreFixtures.scheduled("tea", nextFire: StoreFixtures.date(3_600), anchor: StoreFixtures.date())
        interval.elapsedAnchor = ElapsedAnchor(bootIdentifier: "boot-1", elapsed: 500)
        let calendar = StoreFixtures.scheduled(
            "walk", nextFire: StoreFixtures.date(60),
            trigger: .calendar(CalendarTrigger(hour: 9, repeats: true)))
        try repository.save([interval, calendar])
        let clock = ManualWallClock(
            now: StoreFixtures.date(1_200), timeZone: .gmt, elapsed: 30, bootIdentifier: "boot-2")

        #expect(try repository.reanchorIntervals(in: TimeBase(clock: clock)) == 1)
        let read = try repository.allPending()
        let expected = try #require(IntervalRebase.rebased(interval, on: clock))
        let tea = try #require(read.first { $0.identifier == "tea" })
        #expect(tea.elapsedAnchor?.bootIdentifier == "boot-2")
        #expect(abs((tea.elapsedAnchor?.elapsed ?? 0) - (expected.elapsedAnchor?.elapsed ?? 1)) < 1e-6)
        #expect(tea.nextFireDate == interval.nextFireDate)
        #expect(read.first { $0.identifier == "walk" } == calendar)
        #expect(try repository.reanchorIntervals(in: TimeBase(clock: clock)) == 0)
    }
}
