import TestSupport

extension TemporaryFolder {
    /// The path of the database file the store's tests use, named as remindd names its own.
    var databasePath: String { path("remindd.sqlite3") }
}
