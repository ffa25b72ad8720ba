import Foundation
import LocalNotifications
import SQLiteSupport

/// The live `NotificationRepository`: pending requests and deliveries in a SQLite file.
///
/// Every write runs in its own `BEGIN IMMEDIATE` transaction with `synchronous=FULL`, so a
/// write that returned has reached the disk and survives a crash of the process.
public final class SQLiteNotificationRepository: NotificationRepository {
    /// The connection.
    public let database: SQLiteDatabase
    /// Encodes the categories' actions (requests go through `StoredRequestJSON`).
    let encoder = JSONEncoder()
    /// Decodes the categories' actions.
    let decoder = JSONDecoder()

    /// Where the last page of a pending listing ended (see `pending(appIdentifier:offset:limit:)`).
    var listingCursor: ListingCursor?
    /// Told of each record set aside because it could not be used (see `SetAsideRecord`);
    /// remindd logs it.
    public var onSetAside: (SetAsideRecord) -> Void = { _ in }
    /// The records set aside (or found unusable) so far, so that each is reported once.
    var reportedSetAside: Set<String> = []
    /// The page cache's size before `widenCache`, while it is widened.
    var narrowCacheSize: Int?
    /// The connection and thread of the staged saves, shared by consecutive ones.
    lazy var stagedSaveWriter = StagedSaveWriter(path: database.path)

    /// Uses an open, migrated database (see `NotificationDatabase.open`).
    public init(database: SQLiteDatabase) {
        self.database = database
    }

    /// Saves requests in one transaction, each replacing the same app and identifier.
    public func save(_ requests: [ScheduledRequest]) throws {
        guard !requests.isEmpty else { return }
        // A large save widens the cache for itself only: one a listing widened stays so.
        let widens = requests.count > Self.largeSave && narrowCacheSize == nil
        if widens { try widenCache() }
        defer { if widens { listingsEnded() } }
        try database.transaction {
            let insert = try database.statement(
                """
                INSERT OR REPLACE INTO pending (\(Self.savedColumns))
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
            for scheduled in requests { try insert.bind(try Self.columns(of: scheduled)).run() }
        }
    }

    /// A save in parts on the connection and thread of `stagedSaveWriter` (see `SQLiteStagedSave`).
    public func stagedSave() throws -> any StagedSave {
        SQLiteStagedSave(writer: stagedSaveWriter)
    }

    /// The columns `save` writes, in the order of `columns(of:)`.
    static let savedColumns =
        "app, identifier, next_fire, anchor, last_fire, request, elapsed_anchor, boot_id, region_state, wake"

    /// The values of a pending row, its request as `StoredRequestJSON` text.
    static func columns(of scheduled: ScheduledRequest) throws -> [SQLiteStatement.Value] {
        [
            .text(scheduled.appIdentifier), .text(scheduled.identifier),
            .double(scheduled.nextFireDate.timeIntervalSinceReferenceDate),
            .double(scheduled.anchorDate.timeIntervalSinceReferenceDate),
            scheduled.lastFireDate.map { .double($0.timeIntervalSinceReferenceDate) } ?? .null,
            .text(try StoredRequestJSON.encode(scheduled.request)),
            scheduled.elapsedAnchor.map { .double($0.elapsed) } ?? .null,
            scheduled.elapsedAnchor.map { .text($0.bootIdentifier) } ?? .null,
            regionState(of: scheduled),
            scheduled.request.wakesSystem && scheduled.request.trigger.isTimed ? .int(1) : .null,
        ]
    }

    /// The app's pending requests, soonest first (by next fire date, then identifier, as
    /// SQL orders them). They are read in one pass along the primary key and sorted here:
    /// read in fire-date order through `pending_by_app`, each row would be looked up by its
    /// key, about 2.5 times SQLite's work for a whole listing.
    public func pending(appIdentifier: String) throws -> [ScheduledRequest] {
        try readPending("SELECT \(Self.pendingColumns) FROM pending WHERE app = ?", .text(appIdentifier))
            .sorted { first, second in
                first.nextFireDate != second.nextFireDate
                    ? first.nextFireDate < second.nextFireDate
                    : first.identifier.utf8.lexicographicallyPrecedes(second.identifier.utf8)
            }
    }

    /// Every pending request, soonest first.
    public func allPending() throws -> [ScheduledRequest] {
        try readPending("SELECT \(Self.pendingColumns) FROM pending ORDER BY next_fire, app, identifier")
    }

    /// A page of every pending request, by app and identifier (the primary key).
    public func pendingPage(after key: PendingKey?, limit: Int) throws -> PendingPage {
        let page =
            if let key {
                try readPendingRows(
                    """
                    SELECT \(Self.pendingColumns) FROM pending WHERE (app, identifier) > (?, ?)
                    ORDER BY app, identifier LIMIT ?
                    """,
                    [.text(key.appIdentifier), .text(key.identifier), .int(limit)])
            } else {
                try readPendingRows(
                    "SELECT \(Self.pendingColumns) FROM pending ORDER BY app, identifier LIMIT ?", [.int(limit)])
            }
        return PendingPage(requests: page.rows, next: page.read < limit ? nil : page.last)
    }

    /// A page of the app's pending requests, soonest first, through the `pending_by_app` index.
    ///
    /// A page that starts where the one before ended, with nothing written meanwhile, goes
    /// on from that page's last row (SQLite's OFFSET would step over every row before it).
    /// Another page finds the row before it in the `pending_by_app` index alone, then reads
    /// on from there: stepping over 500 000 rows takes 28 ms so, and 500 ms reading each.
    public func pending(appIdentifier: String, offset: Int, limit: Int) throws -> [ScheduledRequest] {
        let state = try ListingCursor.State(database: database)
        let rows: [ScheduledRequest]
        if let cursor = listingCursor, cursor.continues(appIdentifier: appIdentifier, offset: offset, state: state) {
            rows = try pending(appIdentifier: appIdentifier, after: (cursor.nextFire, cursor.identifier), limit: limit)
        } else if offset > 0 {
            let before = try database.statement(
                "SELECT next_fire, identifier FROM pending WHERE app = ? ORDER BY next_fire, identifier LIMIT 1 OFFSET ?"
            ).bind(.text(appIdentifier), .int(offset - 1)).firstRow { ($0.double(0), $0.text(1) ?? "") }
            rows = try before.map { try pending(appIdentifier: appIdentifier, after: $0, limit: limit) } ?? []
        } else {
            rows = try readPending(
                "SELECT \(Self.pendingColumns) FROM pending WHERE app = ? ORDER BY next_fire, identifier LIMIT ?",
                .text(appIdentifier), .int(limit))
        }
        listingCursor = rows.last.map {
            ListingCursor(
                appIdentifier: appIdentifier, endOffset: offset + rows.count,
                nextFire: $0.nextFireDate.timeIntervalSinceReferenceDate, identifier: $0.identifier,
                state: try? ListingCursor.State(database: database))
        }
        return rows
    }

    /// The app's pending requests after the row with `key` (its next fire date in seconds
    /// since 2001, and its identifier), soonest first.
    private func pending(appIdentifier: String, after key: (Double, String), limit: Int) throws -> [ScheduledRequest] {
        try readPending(
            """
            SELECT \(Self.pendingColumns) FROM pending WHERE app = ? AND (next_fire, identifier) > (?, ?)
            ORDER BY next_fire, identifier LIMIT ?
            """,
            .text(appIdentifier), .double(key.0), .text(key.1), .int(limit))
    }

    /// Every pending location request: the rows with a region state, found through their
    /// partial index (remindd asks at every edit whether it still needs the location).
    public func pendingLocationRequests() throws -> [ScheduledRequest] {
        try readPending(
            "SELECT \(Self.pendingColumns) FROM pending WHERE region_state IS NOT NULL ORDER BY app, identifier")
    }

    /// Pending timed requests due at or before `date`, soonest first.
    public func pending(dueAt date: Date) throws -> [ScheduledRequest] {
        try readPending(
            """
            SELECT \(Self.pendingColumns) FROM pending WHERE next_fire <= ? AND region_state IS NULL
            ORDER BY next_fire, app, identifier
            """,
            .double(date.timeIntervalSinceReferenceDate))
    }

    /// The earliest next fire date of a timed request within `TimeBounds`, from the index. A row with a date
    /// outside them is set aside when it is read (at the latest by `allPending()`).
    public func earliestFireDate() throws -> Date? {
        try earliestNextFire(where: "region_state IS NULL")
    }

    /// How many pending requests the app has, counted in the `pending_by_app` index.
    public func pendingCount(appIdentifier: String) throws -> Int {
        try database.statement("SELECT count(*) FROM pending WHERE app = ?").bind(.text(appIdentifier))
            .firstRow { $0.int(0) } ?? 0
    }

    /// How many of these identifiers name a pending request of the app, by primary key.
    public func pendingCount(appIdentifier: String, among identifiers: [String]) throws -> Int {
        let exists = try database.statement("SELECT 1 FROM pending WHERE app = ? AND identifier = ?")
        return try identifiers.reduce(0) { count, identifier in
            count + (try exists.bind(.text(appIdentifier), .text(identifier)).firstRow { _ in 1 } ?? 0)
        }
    }

    /// The earliest next fire date of a request that wakes the computer, from its partial index.
    public func earliestSystemWake() throws -> Date? {
        try earliestNextFire(where: "wake = 1")
    }

    /// The earliest next fire date within `TimeBounds` of the rows `condition` picks.
    private func earliestNextFire(where condition: String) throws -> Date? {
        let seconds = try database.statement(
            "SELECT min(next_fire) FROM pending WHERE next_fire BETWEEN ? AND ? AND \(condition)"
        )
        .bind(
            .double(TimeBounds.earliest.timeIntervalSinceReferenceDate),
            .double(TimeBounds.latest.timeIntervalSinceReferenceDate)
        )
        .firstRow { $0.optionalDouble(0) }
        return seconds.flatMap { $0 }.map(Date.init(timeIntervalSinceReferenceDate:))
    }

    /// Removes the app's pending requests with these identifiers.
    public func removePending(appIdentifier: String, identifiers: [String]) throws -> Int {
        try deleteByIdentifier("DELETE FROM pending WHERE app = ? AND identifier = ?", appIdentifier, identifiers)
    }

    /// Removes all of the app's pending requests.
    public func removeAllPending(appIdentifier: String) throws {
        try database.transaction {
            try database.statement("DELETE FROM pending WHERE app = ?").bind(.text(appIdentifier)).run()
        }
    }

    /// Claims an occurrence and advances (or ends) its request in one transaction.
    public func claim(
        _ delivery: DeliveredNotification, expectedNextFireDate: Date, advancing advanced: ScheduledRequest?
    ) throws -> Bool {
        let app = SQLiteStatement.Value.text(delivery.appIdentifier)
        let identifier = SQLiteStatement.Value.text(delivery.identifier)
        let occurrence = SQLiteStatement.Value.double(delivery.occurrenceDate.timeIntervalSinceReferenceDate)
        let expected = SQLiteStatement.Value.double(expectedNextFireDate.timeIntervalSinceReferenceDate)
        return try database.transaction {
            let claimedAlready = try database.statement(
                "SELECT 1 FROM delivered WHERE app = ? AND identifier = ? AND occurrence = ?"
            ).bind(app, identifier, occurrence).firstRow { _ in true }
            if claimedAlready != nil { return false }
            if let advanced {
                try database.statement(
                    """
                    UPDATE pending SET next_fire = ?, last_fire = ?, region_state = ?
                    WHERE app = ? AND identifier = ? AND next_fire = ?
                    """
                ).bind(
                    .double(advanced.nextFireDate.timeIntervalSinceReferenceDate),
                    advanced.lastFireDate.map { .double($0.timeIntervalSinceReferenceDate) } ?? .null,
                    Self.regionState(of: advanced),
                    app, identifier, expected
                ).run()
            } else {
                try database.statement("DELETE FROM pending WHERE app = ? AND identifier = ? AND next_fire = ?")
                    .bind(app, identifier, expected).run()
            }
            guard database.changes == 1 else { return false }
            try database.statement("DELETE FROM delivered WHERE app = ? AND identifier = ?")
                .bind(app, identifier).run()
            try database.statement(
                """
                INSERT INTO delivered
                    (app, identifier, occurrence, delivered_at, late, missed, posted, request, nag_next, nag_left)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """
            ).bind(
                [
                    app, identifier, occurrence, .double(delivery.deliveredAt.timeIntervalSinceReferenceDate),
                    .int(delivery.late ? 1 : 0), .int(delivery.missed ? 1 : 0), .int(delivery.posted ? 1 : 0),
                    .text(try StoredRequestJSON.encode(delivery.request)),
                ] + Self.nagColumns(NaggingPopup.start(for: delivery))
            ).run()
            return true
        }
    }

    /// Marks an occurrence's popup as posted.
    public func markPosted(_ deliveries: [DeliveredNotification]) throws {
        guard !deliveries.isEmpty else { return }
        try database.transaction {
            let update = try database.statement(
                "UPDATE delivered SET posted = 1 WHERE app = ? AND identifier = ? AND occurrence = ?")
            for delivery in deliveries {
                try update.bind(
                    .text(delivery.appIdentifier), .text(delivery.identifier),
                    .double(delivery.occurrenceDate.timeIntervalSinceReferenceDate)
                ).run()
            }
        }
    }

    /// Claimed occurrences not posted yet, oldest first.
    public func unposted() throws -> [DeliveredNotification] {
        try readDelivered("SELECT \(Self.deliveredColumns) FROM delivered WHERE posted = 0 ORDER BY occurrence")
    }

    /// The app's delivered notifications, newest first.
    public func delivered(appIdentifier: String) throws -> [DeliveredNotification] {
        try readDelivered(
            "SELECT \(Self.deliveredColumns) FROM delivered WHERE app = ? ORDER BY delivered_at DESC, identifier DESC",
            .text(appIdentifier))
    }

    /// A page of the app's delivered notifications, newest first, through the `delivered_by_app` index.
    /// A page after the first finds the row before it in the `delivered_by_app` index alone,
    /// then reads on from there (SQL's OFFSET would read every row before it).
    public func delivered(appIdentifier: String, offset: Int, limit: Int) throws -> [DeliveredNotification] {
        guard offset > 0 else {
            return try readDelivered(
                """
                SELECT \(Self.deliveredColumns) FROM delivered WHERE app = ?
                ORDER BY delivered_at DESC, identifier DESC LIMIT ?
                """,
                .text(appIdentifier), .int(limit))
        }
        let before = try database.statement(
            """
            SELECT delivered_at, identifier FROM delivered WHERE app = ?
            ORDER BY delivered_at DESC, identifier DESC LIMIT 1 OFFSET ?
            """
        ).bind(.text(appIdentifier), .int(offset - 1)).firstRow { ($0.double(0), $0.text(1) ?? "") }
        guard let before else { return [] }
        return try readDelivered(
            """
            SELECT \(Self.deliveredColumns) FROM delivered WHERE app = ? AND (delivered_at, identifier) < (?, ?)
            ORDER BY delivered_at DESC, identifier DESC LIMIT ?
            """,
            .text(appIdentifier), .double(before.0), .text(before.1), .int(limit))
    }

    /// Removes the app's delivered notifications with these identifiers.
    public func removeDelivered(appIdentifier: String, identifiers: [String]) throws -> Int {
        try deleteByIdentifier("DELETE FROM delivered WHERE app = ? AND identifier = ?", appIdentifier, identifiers)
    }

    /// Removes all of the app's delivered notifications.
    public func removeAllDelivered(appIdentifier: String) throws {
        try database.transaction {
            try database.statement("DELETE FROM delivered WHERE app = ?").bind(.text(appIdentifier)).run()
        }
    }

    private static let pendingColumns =
        "app, next_fire, anchor, last_fire, request, identifier, elapsed_anchor, boot_id, region_state"
    static let deliveredColumns = "app, occurrence, delivered_at, late, missed, posted, request, identifier"

    private func deleteByIdentifier(_ sql: String, _ app: String, _ identifiers: [String]) throws -> Int {
        try database.transaction {
            var removed = 0
            let delete = try database.statement(sql)
            for identifier in identifiers {
                try delete.bind(.text(app), .text(identifier)).run()
                removed += database.changes
            }
            return removed
        }
    }

    /// The pending requests `sql` selects; rows that cannot be used are set aside.
    private func readPending(_ sql: String, _ values: SQLiteStatement.Value...) throws -> [ScheduledRequest] {
        try readPendingRows(sql, values).rows
    }

    /// The pending requests `sql` selects, how many rows it read (the unusable ones too) and
    /// the key of the last; rows that cannot be used are set aside.
    private func readPendingRows(
        _ sql: String, _ values: [SQLiteStatement.Value]
    ) throws -> (rows: [ScheduledRequest], read: Int, last: PendingKey?) {
        let statement = try database.statement(sql)
        try statement.bind(values)
        var rows: [ScheduledRequest] = []
        var unusable: [SetAsideRecord] = []
        var read = 0
        var last: PendingKey?
        while try statement.step() {
            let key = SetAsideRecord(
                source: .pending, app: statement.text(0) ?? "", identifier: statement.text(5) ?? "")
            read += 1
            last = PendingKey(appIdentifier: key.app, identifier: key.identifier)
            do throws(StoreError) {
                try Self.requireNumbers(
                    statement,
                    [(1, "next fire date", false), (2, "date it was added", false), (3, "last fire date", true)])
                let scheduled = ScheduledRequest(
                    appIdentifier: key.app, request: try decodeRequest(statement.text(4), identifier: key.identifier),
                    anchorDate: Date(timeIntervalSinceReferenceDate: statement.double(2)),
                    nextFireDate: Date(timeIntervalSinceReferenceDate: statement.double(1)),
                    lastFireDate: statement.optionalDouble(3).map(Date.init(timeIntervalSinceReferenceDate:)),
                    elapsedAnchor: Self.elapsedAnchor(statement), regionState: Self.regionState(statement))
                try Self.stored { () throws(NotificationError) in try scheduled.validateStored() }
                rows.append(scheduled)
            } catch {
                unusable.append(key.because(error))
            }
        }
        setAside(unusable)
        return (rows, read, last)
    }

    /// The deliveries `sql` selects; rows that cannot be used are set aside.
    func readDelivered(_ sql: String, _ values: SQLiteStatement.Value...) throws -> [DeliveredNotification] {
        let statement = try database.statement(sql)
        try statement.bind(values)
        var rows: [DeliveredNotification] = []
        var unusable: [SetAsideRecord] = []
        while try statement.step() {
            let key = SetAsideRecord(
                source: .delivered, app: statement.text(0) ?? "", identifier: statement.text(7) ?? "")
            do throws(StoreError) {
                try Self.requireNumbers(statement, [(1, "occurrence date", false), (2, "delivery date", false)])
                let delivery = DeliveredNotification(
                    appIdentifier: key.app, request: try decodeRequest(statement.text(6), identifier: key.identifier),
                    occurrenceDate: Date(timeIntervalSinceReferenceDate: statement.double(1)),
                    deliveredAt: Date(timeIntervalSinceReferenceDate: statement.double(2)),
                    late: statement.int(3) != 0, missed: statement.int(4) != 0, posted: statement.int(5) != 0)
                try Self.stored { () throws(NotificationError) in try delivery.validateStored() }
                rows.append(delivery)
            } catch {
                unusable.append(key.because(error))
            }
        }
        setAside(unusable)
        return rows
    }

    /// The elapsed anchor of a pending row, when it has a usable one (a number and a boot).
    private static func elapsedAnchor(_ statement: SQLiteStatement) -> ElapsedAnchor? {
        guard statement.isNumber(6), statement.double(6).isFinite, let boot = statement.text(7) else { return nil }
        return ElapsedAnchor(bootIdentifier: boot, elapsed: statement.double(6))
    }

    /// The region state column of a request: its state for a location request (unknown when
    /// it has none yet), NULL for a timed one.
    private static func regionState(of scheduled: ScheduledRequest) -> SQLiteStatement.Value {
        guard !scheduled.request.trigger.isTimed else { return .null }
        return .text((scheduled.regionState ?? .unknown).rawValue)
    }

    /// The region state of a pending row: nil for a timed request; a location request whose
    /// column is missing or unreadable (a hand edit) starts again from unknown.
    private static func regionState(_ statement: SQLiteStatement) -> RegionState? {
        statement.text(8).map { RegionState(rawValue: $0) ?? .unknown }
    }

    /// Checks that the date columns hold numbers; `nullable` ones may be NULL too.
    private static func requireNumbers(
        _ statement: SQLiteStatement, _ columns: [(index: Int32, name: String, nullable: Bool)]
    ) throws(StoreError) {
        for column in columns where !statement.isNumber(column.index) {
            if column.nullable, statement.optionalDouble(column.index) == nil { continue }
            throw .corruptRow("the \(column.name) is not a number")
        }
    }

    /// Runs a check of the core, as an unreadable row.
    private static func stored(_ check: () throws(NotificationError) -> Void) throws(StoreError) {
        do {
            try check()
        } catch {
            throw .corruptRow(error.description)
        }
    }

    private func decodeRequest(_ text: String?, identifier: String) throws(StoreError) -> NotificationRequest {
        guard let text else { throw StoreError.corruptRow("a request without its JSON") }
        let request: NotificationRequest
        do {
            request = try StoredRequestJSON.decode(text)
        } catch {
            throw StoreError.corruptRow("the request's JSON could not be decoded: \(error)")
        }
        guard request.identifier == identifier else {
            throw StoreError.corruptRow("the request's JSON names another identifier, \"\(request.identifier)\"")
        }
        return request
    }
}
