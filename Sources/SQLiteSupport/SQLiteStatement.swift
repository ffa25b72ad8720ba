import CSQLite
import Foundation

/// One prepared statement: bind values by position, step through rows, read columns.
public final class SQLiteStatement {
    private let pointer: OpaquePointer
    private let database: OpaquePointer
    private let refusal: SQLiteDatabase.WriteRefusal?

    init(pointer: OpaquePointer, database: OpaquePointer, refusal: SQLiteDatabase.WriteRefusal?) {
        self.pointer = pointer
        self.database = database
        self.refusal = refusal
    }

    deinit { sqlite3_finalize(pointer) }

    /// A value that can be bound to a parameter.
    public enum Value {
        /// SQL NULL.
        case null
        /// An integer.
        case int(Int)
        /// A floating-point number.
        case double(Double)
        /// UTF-8 text.
        case text(String)
    }

    /// Clears the bindings and rewinds the statement.
    func reset() {
        sqlite3_reset(pointer)
        sqlite3_clear_bindings(pointer)
    }

    /// Binds values to parameters 1, 2, ... in order.
    @discardableResult
    public func bind(_ values: Value...) throws(StoreError) -> SQLiteStatement {
        try bind(values)
    }

    /// Binds an array of values to parameters 1, 2, ... in order.
    @discardableResult
    public func bind(_ values: [Value]) throws(StoreError) -> SQLiteStatement {
        sqlite3_reset(pointer)
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32
            switch value {
            case .null: code = sqlite3_bind_null(pointer, index)
            case .int(let number): code = sqlite3_bind_int64(pointer, index, Int64(number))
            case .double(let number): code = sqlite3_bind_double(pointer, index, number)
            case .text(let text): code = sqlite3_bind_text(pointer, index, text, -1, csqlite_transient())
            }
            guard code == SQLITE_OK else { throw failure(code) }
        }
        return self
    }

    /// Advances to the next row; false when there is none (the statement is done).
    public func step() throws(StoreError) -> Bool {
        let code = sqlite3_step(pointer)
        switch code {
        case SQLITE_ROW: return true
        case SQLITE_DONE:
            sqlite3_reset(pointer)
            return false
        default:
            sqlite3_reset(pointer)
            throw failure(code)
        }
    }

    /// Reads the first row with `read` and rewinds, or nil when there is no row.
    public func firstRow<T>(_ read: (SQLiteStatement) -> T) throws(StoreError) -> T? {
        guard try step() else { return nil }
        let value = read(self)
        sqlite3_reset(pointer)
        return value
    }

    /// Runs a statement that returns no rows.
    public func run() throws(StoreError) {
        while try step() {}
    }

    /// Column `index` of the current row as an integer.
    public func int(_ index: Int32) -> Int { Int(sqlite3_column_int64(pointer, index)) }

    /// Column `index` as a double.
    public func double(_ index: Int32) -> Double { sqlite3_column_double(pointer, index) }

    /// Column `index` as a double, or nil when NULL.
    public func optionalDouble(_ index: Int32) -> Double? {
        sqlite3_column_type(pointer, index) == SQLITE_NULL ? nil : double(index)
    }

    /// Column `index` as an integer, or nil when NULL.
    public func optionalInt(_ index: Int32) -> Int? {
        sqlite3_column_type(pointer, index) == SQLITE_NULL ? nil : int(index)
    }

    /// Whether column `index` holds a number (an integer or a floating-point value), rather
    /// than NULL, text or a blob.
    public func isNumber(_ index: Int32) -> Bool {
        let type = sqlite3_column_type(pointer, index)
        return type == SQLITE_INTEGER || type == SQLITE_FLOAT
    }

    /// Column `index` as text, or nil when NULL.
    public func text(_ index: Int32) -> String? {
        guard let bytes = sqlite3_column_text(pointer, index) else { return nil }
        return String(cString: bytes)
    }

    private func failure(_ code: Int32) -> StoreError {
        .sqlite(code: code, message: String(cString: sqlite3_errmsg(database)), database: database, refusal: refusal)
    }
}
