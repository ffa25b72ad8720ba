import Foundation
import NotificationStore
import SQLiteSupport
import TestSupport
import Testing

/// A connection opened read-only reads what the file holds and refuses every write with an
/// error that says why: a read-only file, or a disk that was full.
@Suite struct ReadOnlyAccessTests {
    /// Writes a database with one pending request, closed cleanly (no `-wal` file left).
    private static func storedDatabase(in directory: TemporaryFolder) throws {
        let database = try NotificationDatabase.open(path: directory.databasePath)
        let kept = StoreFixtures.scheduled("kept", nextFire: StoreFixtures.date(60))
        try SQLiteNotificationRepository(database: database).save([kept])
    }

    /// Opened as immutable (the read-only file system case), the request is read, and a
    /// write fails naming the read-only database and changes nothing.
    @Test func readOnlyFileRefusesWrites() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        try Self.storedDatabase(in: directory)
        let before = try Data(contentsOf: URL(fileURLWithPath: directory.databasePath))

        let database = try SQLiteDatabase(path: directory.databasePath, access: .immutable)
        #expect(database.writeRefusal == .readOnlyFile)
        let repository = SQLiteNotificationRepository(database: database)
        #expect(try repository.allPending().map(\.identifier) == ["kept"])
        let error = try #require(throws: StoreError.self) {
            try repository.removeAllPending(appIdentifier: StoreFixtures.app)
        }
        #expect(error.description.hasPrefix("the database is read-only: nothing was saved"), "\(error)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: directory.databasePath)) == before)
        #expect(try directory.names() == ["remindd.sqlite3"])
    }

    /// Opened read-only because the disk was full, a write fails naming the full disk.
    @Test func diskFullRefusesWritesNamingTheDisk() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        try Self.storedDatabase(in: directory)

        let database = try SQLiteDatabase(path: directory.databasePath, access: .immutable, refusal: .diskFull)
        let repository = SQLiteNotificationRepository(database: database)
        let new = StoreFixtures.scheduled("new", nextFire: StoreFixtures.date(60))
        let error = try #require(throws: StoreError.self) { try repository.save([new]) }
        #expect(error.description.hasPrefix("the disk holding the database is full: nothing was saved"), "\(error)")
        #expect(try repository.allPending().map(\.identifier) == ["kept"])
    }

    /// A writable file is opened for writing.
    @Test func writableFileIsOpenedForWriting() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let database = try NotificationDatabase.open(path: directory.databasePath)
        #expect(database.writeRefusal == nil)
    }
}
