import Foundation
import LocalNotifications
import SQLiteSupport

/// Categories and the pause, in the tables of schema version 2.
extension SQLiteNotificationRepository {
    /// Replaces the app's categories in one transaction.
    public func setCategories(_ categories: [NotificationCategory], appIdentifier: String) throws {
        try database.transaction {
            try database.statement("DELETE FROM categories WHERE app = ?").bind(.text(appIdentifier)).run()
            let insert = try database.statement(
                "INSERT INTO categories (app, identifier, position, actions) VALUES (?, ?, ?, ?)")
            for (position, category) in categories.enumerated() {
                let actions = String(decoding: try encoder.encode(category.actions), as: UTF8.self)
                try insert.bind(.text(appIdentifier), .text(category.identifier), .int(position), .text(actions)).run()
            }
        }
    }

    /// The app's categories, in the order they were set.
    public func categories(appIdentifier: String) throws -> [NotificationCategory] {
        try readCategories(
            "SELECT app, identifier, actions FROM categories WHERE app = ? ORDER BY position", .text(appIdentifier)
        )[appIdentifier] ?? []
    }

    /// Every app's categories.
    public func allCategories() throws -> [String: [NotificationCategory]] {
        try readCategories("SELECT app, identifier, actions FROM categories ORDER BY app, position")
    }

    /// The saved end of the pause.
    public func pausedUntil() throws -> Date? {
        let statement = try database.statement("SELECT value FROM settings WHERE key = ?")
        let seconds = try statement.bind(.text(Self.pauseKey)).firstRow { $0.optionalDouble(0) }
        return seconds.flatMap { $0 }.map(Date.init(timeIntervalSinceReferenceDate:))
    }

    /// Saves the end of the pause; nil forgets it.
    public func setPausedUntil(_ date: Date?) throws {
        try database.transaction {
            if let date {
                try database.statement("INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)")
                    .bind(.text(Self.pauseKey), .double(date.timeIntervalSinceReferenceDate)).run()
            } else {
                try database.statement("DELETE FROM settings WHERE key = ?").bind(.text(Self.pauseKey)).run()
            }
        }
    }

    private static let pauseKey = "paused-until"

    private func readCategories(
        _ sql: String, _ values: SQLiteStatement.Value...
    ) throws -> [String: [NotificationCategory]] {
        let statement = try database.statement(sql)
        try statement.bind(values)
        var result: [String: [NotificationCategory]] = [:]
        while try statement.step() {
            let app = statement.text(0) ?? ""
            let identifier = statement.text(1) ?? ""
            let actions: [NotificationAction]
            do {
                actions = try decoder.decode([NotificationAction].self, from: Data((statement.text(2) ?? "").utf8))
            } catch {
                throw StoreError.corruptRow(
                    "the actions of the category \(app)/\(identifier) could not be decoded: \(error)")
            }
            result[app, default: []].append(NotificationCategory(identifier: identifier, actions: actions))
        }
        return result
    }
}
