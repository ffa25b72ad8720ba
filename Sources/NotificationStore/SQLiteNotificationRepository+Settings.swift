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

    /// The saved end of the pause. A stored value that is not a time within `TimeBounds`
    /// is set aside, and there is no pause.
    public func pausedUntil() throws -> Date? {
        let statement = try database.statement("SELECT value FROM settings WHERE key = ?")
        let stored = try statement.bind(.text(Self.pauseKey)).firstRow { row in
            row.isNumber(0) ? .number(row.double(0)) : StoredValue.other(row.text(0) ?? "NULL")
        }
        let reason: String
        switch stored {
        case nil: return nil
        case .number(let seconds):
            let date = Date(timeIntervalSinceReferenceDate: seconds)
            if TimeBounds.contains(date) { return date }
            reason =
                "the end of the pause must be a time between the years 1970 and 9999, not \(TimeBounds.describe(date))"
        case .other(let text):
            reason = "the end of the pause is not a number: \(text.prefix(40))"
        }
        setAside([SetAsideRecord(source: .settings, app: "", identifier: Self.pauseKey, reason: reason)])
        return nil
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

    /// A setting's value as stored: a number, or anything else (as text, for the message).
    private enum StoredValue {
        case number(Double)
        case other(String)
    }

    private func readCategories(
        _ sql: String, _ values: SQLiteStatement.Value...
    ) throws -> [String: [NotificationCategory]] {
        let statement = try database.statement(sql)
        try statement.bind(values)
        var result: [String: [NotificationCategory]] = [:]
        var unusable: [SetAsideRecord] = []
        while try statement.step() {
            let app = statement.text(0) ?? ""
            let identifier = statement.text(1) ?? ""
            do {
                let actions = try decoder.decode([NotificationAction].self, from: Data((statement.text(2) ?? "").utf8))
                let category = NotificationCategory(identifier: identifier, actions: actions)
                try category.validate()
                result[app, default: []].append(category)
            } catch {
                unusable.append(
                    SetAsideRecord(
                        source: .categories, app: app, identifier: identifier,
                        reason: "its actions could not be read: \(error)"))
            }
        }
        setAside(unusable)
        return result
    }
}
