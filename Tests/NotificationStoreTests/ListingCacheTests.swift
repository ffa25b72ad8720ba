import Foundation
import LocalNotifications
import SQLiteSupport
import TestSupport
import Testing

@testable import NotificationStore

/// The page cache a listing widens, and gives back.
@Suite struct ListingCacheTests {
    /// A listing widens the connection's page cache (rows are read by key, spread over the
    /// file) and the end of listings narrows it to what it was; a large save widens it only
    /// while it runs, and leaves a listing's wide cache wide.
    @Test func aListingWidensTheCacheUntilListingsEnd() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let repository = try StoreFixtures.repository(at: directory.databasePath)
        let cacheSize = { try repository.database.scalarText("PRAGMA cache_size") }
        let usual = try cacheSize()

        repository.listingsStarted()
        #expect(try cacheSize() == "-\(SQLiteNotificationRepository.wideCacheKiB)")
        repository.listingsStarted()
        repository.listingsEnded()
        #expect(try cacheSize() == usual)

        try repository.save(
            (0...SQLiteNotificationRepository.largeSave).map {
                StoreFixtures.scheduled("r\($0)", nextFire: StoreFixtures.date(Double($0)))
            })
        #expect(try cacheSize() == usual)
        #expect(
            try repository.pending(appIdentifier: StoreFixtures.app).count == SQLiteNotificationRepository.largeSave + 1
        )
    }
}
