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

    /// The time the fire dates were last computed in; nil when a part of it is missing or unreadable.
    public func timeBase() throws -> TimeBase? {
        let statement = try database.statement("SELECT value FROM settings WHERE key = ?")
        let zone = try statement.bind(.text(Self.zoneKey)).firstRow { $0.text(0) }.flatMap { $0 }
        let boot = try statement.bind(.text(Self.bootKey)).firstRow { $0.text(0) }.flatMap { $0 }
        let base = try statement.bind(.text(Self.baseKey)).firstRow { $0.isNumber(0) ? $0.double(0) : nil }
            .flatMap { $0 }
        guard let zone, let boot, let base else { return nil }
        return TimeBase(zoneIdentifier: zone, bootIdentifier: boot, wallMinusElapsed: base)
    }

    /// Saves the time the fire dates were computed in, in one transaction.
    public func setTimeBase(_ base: TimeBase) throws {
        try database.transaction {
            let insert = try database.statement("INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)")
            try insert.bind(.text(Self.zoneKey), .text(base.zoneIdentifier)).run()
            try insert.bind(.text(Self.bootKey), .text(base.bootIdentifier)).run()
            try insert.bind(.text(Self.baseKey), .double(base.wallMinusElapsed)).run()
        }
    }

    /// Anchors the interval requests of other boots in `base`'s, in one statement over the
    /// `pending_by_boot` index: the elapsed anchor is where the elapsed clock of this boot
    /// stood at the wall-clock anchor (`anchor` counts from 2001, the base from 1970).
    public func reanchorIntervals(in base: TimeBase) throws -> Int {
        try database.transaction {
            try database.statement(
                """
                UPDATE pending SET elapsed_anchor = anchor + ? - ?, boot_id = ?
                WHERE boot_id IS NOT NULL AND boot_id <> ?
                """
            ).bind(
                .double(Date.timeIntervalBetween1970AndReferenceDate), .double(base.wallMinusElapsed),
                .text(base.bootIdentifier), .text(base.bootIdentifier)
            ).run()
            return database.changes
        }
    }

    private static let pauseKey = "paused-until"
    private static let zoneKey = "computed-zone"
    private static let bootKey = "computed-boot"
    private static let baseKey = "computed-base"

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
