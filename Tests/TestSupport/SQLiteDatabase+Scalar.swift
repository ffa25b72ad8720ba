import SQLiteSupport

extension SQLiteDatabase {
    /// The first column of the first row of `sql` as text, with the statement run to its end
    /// so that it holds no read transaction open afterwards.
    public func scalarText(_ sql: String) throws -> String? {
        let statement = try statement(sql)
        guard try statement.step() else { return nil }
        let value = statement.text(0)
        try statement.run()
        return value
    }
}
