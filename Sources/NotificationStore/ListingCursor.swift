import SQLiteSupport

/// Where the last page of an app's pending listing ended, so that the next page can start
/// from its last row instead of counting rows from the first.
struct ListingCursor {
    /// What the database looked like: rows written through this connection and commits by
    /// others. While both stand, no row moved and the cursor's place is the same.
    struct State: Equatable {
        let totalChanges: Int
        let dataVersion: Int

        /// The database's state now.
        init(database: SQLiteDatabase) throws {
            totalChanges = database.totalChanges
            dataVersion = try database.statement("PRAGMA data_version").firstRow { $0.int(0) } ?? 0
        }
    }

    /// The app listed.
    let appIdentifier: String
    /// The offset of the row after the page.
    let endOffset: Int
    /// The last row's next fire date, in seconds since 2001.
    let nextFire: Double
    /// The last row's identifier.
    let identifier: String
    /// The database's state when the page was read; nil when it could not be read.
    let state: State?

    /// Whether a page of `appIdentifier` from `offset`, asked in `state`, is the page after this one.
    func continues(appIdentifier: String, offset: Int, state: State) -> Bool {
        appIdentifier == self.appIdentifier && offset == endOffset && state == self.state
    }
}
