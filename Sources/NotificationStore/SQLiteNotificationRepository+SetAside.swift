import Foundation
import SQLiteSupport

/// Records that cannot be used: moved to the `set_aside` table (schema version 3) when
/// they are read, so that a value stored by an older version, a hand edit or a damaged
/// file never makes remindd fail to start or to fire the rest.
extension SQLiteNotificationRepository {
    /// Moves each record to `set_aside`, with its columns as JSON, and reports it once
    /// through `onSetAside`. When the database cannot be written, the record stays where
    /// it is (reads keep skipping it) and is reported with that said.
    func setAside(_ records: [SetAsideRecord]) {
        for record in records {
            var reported = record
            do {
                try database.transaction { try moveToSetAside(record) }
            } catch {
                reported.reason += " (left in place, it could not be moved: \(error))"
            }
            if reportedSetAside.insert(record.description).inserted { onSetAside(reported) }
        }
    }

    private func moveToSetAside(_ record: SetAsideRecord) throws {
        let (table, columns, match) = Self.layout(of: record.source)
        let key: [SQLiteStatement.Value] =
            record.source == .settings ? [.text(record.identifier)] : [.text(record.app), .text(record.identifier)]
        let json = columns.map { "'\($0)', quote(\($0))" }.joined(separator: ", ")
        try database.statement(
            """
            INSERT INTO set_aside (source, key, reason, set_aside_at, record)
            SELECT ?, ?, ?, ?, json_object(\(json)) FROM \(table) WHERE \(match)
            """
        ).bind(
            [
                .text(record.source.rawValue), .text(record.key), .text(record.reason),
                .double(Date().timeIntervalSinceReferenceDate),
            ] + key
        ).run()
        try database.statement("DELETE FROM \(table) WHERE \(match)").bind(key).run()
    }

    /// The table, its columns and the condition that selects one record of `source`.
    private static func layout(of source: SetAsideRecord.Source) -> (String, [String], String) {
        switch source {
        case .pending:
            (
                "pending", ["app", "identifier", "next_fire", "anchor", "last_fire", "request"],
                "app = ? AND identifier = ?"
            )
        case .delivered:
            (
                "delivered",
                ["app", "identifier", "occurrence", "delivered_at", "late", "missed", "posted", "request"],
                "app = ? AND identifier = ?"
            )
        case .categories:
            ("categories", ["app", "identifier", "position", "actions"], "app = ? AND identifier = ?")
        case .settings:
            ("settings", ["key", "value"], "key = ?")
        }
    }
}
