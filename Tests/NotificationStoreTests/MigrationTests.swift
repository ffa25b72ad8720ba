import Foundation
import LocalNotifications
import NotificationStore
import SQLiteSupport
import TestSupport
import Testing

/// A file written by the first version (pending requests and deliveries only) is brought
/// to the current schema with its data intact.
@Suite struct MigrationTests {
    /// The first version's schema: its one migration, as it shipped.
    private static let versionOne = DatabaseSchema(migrations: Array(NotificationDatabase.schema.migrations.prefix(1)))

    /// A request as JSON, as every version stores it.
    private static func json(_ request: NotificationRequest) throws -> String {
        String(decoding: try JSONEncoder().encode(request), as: UTF8.self)
    }

    /// Version 1 with a pending request and a delivery opens as the current version: the data reads
    /// back, categories and the pause can be stored, and a second open changes nothing.
    @Test func versionOneFileMigratesWithItsData() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let path = directory.databasePath
        let pending = StoreFixtures.scheduled("tea", nextFire: StoreFixtures.date(3_600))
        let fired = StoreFixtures.scheduled("coffee", nextFire: StoreFixtures.date(60))
        let delivery = StoreFixtures.delivery(of: fired)
        do {
            let old = try DatabaseFile.open(path: path, schema: Self.versionOne)
            #expect(try old.userVersion == 1)
            // As the first version wrote them: its columns only.
            for scheduled in [pending] {
                try old.statement(
                    "INSERT INTO pending (app, identifier, next_fire, anchor, last_fire, request) VALUES (?, ?, ?, ?, NULL, ?)"
                ).bind(
                    .text(scheduled.appIdentifier), .text(scheduled.identifier),
                    .double(scheduled.nextFireDate.timeIntervalSinceReferenceDate),
                    .double(scheduled.anchorDate.timeIntervalSinceReferenceDate),
                    .text(try Self.json(scheduled.request))
                ).run()
            }
            try old.statement(
                """
                INSERT INTO delivered (app, identifier, occurrence, delivered_at, late, missed, posted, request)
                VALUES (?, ?, ?, ?, 0, 0, 0, ?)
                """
            ).bind(
                .text(delivery.appIdentifier), .text(delivery.identifier),
                .double(delivery.occurrenceDate.timeIntervalSinceReferenceDate),
                .double(delivery.deliveredAt.timeIntervalSinceReferenceDate), .text(try Self.json(delivery.request))
            ).run()
        }

        let database = try NotificationDatabase.open(path: path)
        #expect(try database.userVersion == NotificationDatabase.schema.currentVersion)
        #expect(try database.integrityCheck() == "ok")
        let repository = SQLiteNotificationRepository(database: database)
        #expect(try repository.allPending() == [pending])
        #expect(try repository.delivered(appIdentifier: StoreFixtures.app) == [delivery])
        #expect(try repository.unposted() == [delivery])
        #expect(try repository.allCategories().isEmpty)
        #expect(try repository.pausedUntil() == nil)

        let category = NotificationCategory(
            identifier: "item-reminder", actions: [NotificationAction(identifier: "snooze", title: "Snooze")])
        try repository.setCategories([category], appIdentifier: StoreFixtures.app)
        try repository.setPausedUntil(StoreFixtures.date(600))
        let again = SQLiteNotificationRepository(database: try NotificationDatabase.open(path: path))
        #expect(try again.database.userVersion == NotificationDatabase.schema.currentVersion)
        #expect(try again.categories(appIdentifier: StoreFixtures.app) == [category])
        #expect(try again.pausedUntil() == StoreFixtures.date(600))
        #expect(try again.allPending() == [pending])
    }
}
