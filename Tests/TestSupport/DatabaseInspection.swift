import Foundation
import SQLiteSupport

/// Looks into an SQLite file that no process has open, as `sqlite3` would, without
/// starting a process for it: a soak checks a file thousands of times.
public enum DatabaseInspection {
    /// `PRAGMA integrity_check` of the file at `path`: "ok" for a sound file or for no file
    /// at all (nothing was written yet), else what SQLite found or why it could not open it.
    /// Opens the file for writing, as `sqlite3` does, so that a WAL file left by a killed
    /// writer is recovered first.
    public static func integrity(_ path: String) -> String {
        guard FileManager.default.fileExists(atPath: path) else { return "ok" }
        do {
            return try SQLiteDatabase(path: path).integrityCheck()
        } catch {
            return "\(error)"
        }
    }

    /// The first column of every row of `sql` as text (nil columns left out), or an empty
    /// list when there is no file at `path`.
    public static func texts(_ path: String, _ sql: String) throws -> [String] {
        guard FileManager.default.fileExists(atPath: path) else { return [] }
        let database = try SQLiteDatabase(path: path)
        let statement = try database.statement(sql)
        var texts: [String] = []
        while try statement.step() {
            if let text = statement.text(0) { texts.append(text) }
        }
        return texts
    }
}
