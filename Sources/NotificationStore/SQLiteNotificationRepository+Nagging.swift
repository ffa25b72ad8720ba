import Foundation
import LocalNotifications
import SQLiteSupport

extension SQLiteNotificationRepository {
    /// The `nag_next` and `nag_left` values of a delivery's nagging, NULL when it has none.
    static func nagColumns(_ nag: NaggingPopup?) -> [SQLiteStatement.Value] {
        [
            nag.map { .double($0.nextDate.timeIntervalSinceReferenceDate) } ?? .null,
            nag?.remaining.map { .int($0) } ?? .null,
        ]
    }

    /// The earliest repeat of a nagging popup, through the `delivered_nagging` index.
    public func earliestNag() throws -> Date? {
        try database.statement("SELECT min(nag_next) FROM delivered WHERE nag_next IS NOT NULL")
            .firstRow { $0.optionalDouble(0) }?
            .map { Date(timeIntervalSinceReferenceDate: $0) }
    }

    /// The nagging popups due at or before `date`, soonest first.
    public func nagging(dueAt date: Date) throws -> [NaggingPopup] {
        let statement = try database.statement(
            """
            SELECT nag_next, nag_left, app, identifier, occurrence FROM delivered
            WHERE nag_next IS NOT NULL AND nag_next <= ? ORDER BY nag_next
            """
        ).bind(.double(date.timeIntervalSinceReferenceDate))
        var due: [(next: Double, left: Int?, app: String, identifier: String, occurrence: Double)] = []
        while try statement.step() {
            due.append(
                (
                    statement.double(0), statement.optionalInt(1), statement.text(2) ?? "", statement.text(3) ?? "",
                    statement.double(4)
                ))
        }
        return try due.compactMap { row in
            try readDelivered(
                "SELECT \(Self.deliveredColumns) FROM delivered WHERE app = ? AND identifier = ? AND occurrence = ?",
                .text(row.app), .text(row.identifier), .double(row.occurrence)
            ).first.map {
                NaggingPopup(
                    delivery: $0, nextDate: Date(timeIntervalSinceReferenceDate: row.next), remaining: row.left)
            }
        }
    }

    /// Moves a nagging popup on, or ends it; `reposting` marks its popup not posted yet.
    public func renag(_ delivery: DeliveredNotification, to next: NaggingPopup?, reposting: Bool) throws {
        try database.transaction {
            try database.statement(
                """
                UPDATE delivered SET nag_next = ?, nag_left = ?, posted = CASE WHEN ? THEN 0 ELSE posted END
                WHERE app = ? AND identifier = ? AND occurrence = ?
                """
            ).bind(
                Self.nagColumns(next) + [
                    .int(reposting ? 1 : 0), .text(delivery.appIdentifier), .text(delivery.identifier),
                    .double(delivery.occurrenceDate.timeIntervalSinceReferenceDate),
                ]
            ).run()
        }
    }

    /// Ends the nagging of the app's deliveries with these identifiers, or of all of them.
    @discardableResult
    public func stopNagging(appIdentifier: String, identifiers: [String]?) throws -> Int {
        try database.transaction {
            guard let identifiers else {
                try database.statement(
                    "UPDATE delivered SET nag_next = NULL, nag_left = NULL WHERE app = ? AND nag_next IS NOT NULL"
                ).bind(.text(appIdentifier)).run()
                return database.changes
            }
            var stopped = 0
            let update = try database.statement(
                """
                UPDATE delivered SET nag_next = NULL, nag_left = NULL
                WHERE app = ? AND identifier = ? AND nag_next IS NOT NULL
                """)
            for identifier in identifiers {
                try update.bind(.text(appIdentifier), .text(identifier)).run()
                stopped += database.changes
            }
            return stopped
        }
    }
}
