import Foundation
import LocalNotifications
import NotificationStore
import TestSupport
import Testing

/// Categories per app and the end of the pause, kept across opens of the file.
@Suite struct CategoryAndPauseStoreTests {
    private static let itemReminder = NotificationCategory(
        identifier: "item-reminder",
        actions: [
            NotificationAction(identifier: "mark-done", title: "Mark Done"),
            NotificationAction(identifier: "snooze", title: "Snooze"),
        ])
    private static let plain = NotificationCategory(identifier: "plain", actions: [])

    /// Categories keep their order and actions, apps are kept apart, and setting replaces.
    @Test func categoriesArePerAppAndReplaced() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let repository = try StoreFixtures.repository(at: directory.databasePath)
        try repository.setCategories([Self.plain, Self.itemReminder], appIdentifier: StoreFixtures.app)
        try repository.setCategories([Self.itemReminder], appIdentifier: StoreFixtures.otherApp)

        let reopened = try StoreFixtures.repository(at: directory.databasePath)
        #expect(try reopened.categories(appIdentifier: StoreFixtures.app) == [Self.plain, Self.itemReminder])
        #expect(
            try reopened.allCategories()
                == [StoreFixtures.app: [Self.plain, Self.itemReminder], StoreFixtures.otherApp: [Self.itemReminder]])

        try reopened.setCategories([Self.itemReminder], appIdentifier: StoreFixtures.app)
        #expect(try reopened.categories(appIdentifier: StoreFixtures.app) == [Self.itemReminder])
        try reopened.setCategories([], appIdentifier: StoreFixtures.app)
        #expect(try reopened.categories(appIdentifier: StoreFixtures.app).isEmpty)
        #expect(try reopened.allCategories() == [StoreFixtures.otherApp: [Self.itemReminder]])
    }

    /// The end of the pause round-trips exactly, survives reopening, and can be forgotten.
    @Test func pauseIsKept() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let repository = try StoreFixtures.repository(at: directory.databasePath)
        #expect(try repository.pausedUntil() == nil)
        try repository.setPausedUntil(StoreFixtures.date(3_600))
        try repository.setPausedUntil(StoreFixtures.date(7_200))
        #expect(try StoreFixtures.repository(at: directory.databasePath).pausedUntil() == StoreFixtures.date(7_200))
        try repository.setPausedUntil(nil)
        #expect(try StoreFixtures.repository(at: directory.databasePath).pausedUntil() == nil)
    }
}
