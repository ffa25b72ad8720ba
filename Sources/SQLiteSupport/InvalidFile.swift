import Foundation

/// Keeps a file that could not be read: it is moved aside, never overwritten or emptied.
public enum InvalidFile {
    /// Moves `path` (and any files named `path` + one of `companions`) to
    /// `path.invalid-YYYYMMDDTHHMMSSZ` (with `-2`, `-3`... when that name is taken), the
    /// time in UTC; returns the new path.
    public static func moveAside(_ path: String, now: Date, companions: [String] = []) throws -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        let stamp = "\(path).invalid-\(formatter.string(from: now))"
        var target = stamp
        var attempt = 1
        while FileManager.default.fileExists(atPath: target) {
            attempt += 1
            target = "\(stamp)-\(attempt)"
        }
        try FileManager.default.moveItem(atPath: path, toPath: target)
        for suffix in companions where FileManager.default.fileExists(atPath: path + suffix) {
            try FileManager.default.moveItem(atPath: path + suffix, toPath: target + suffix)
        }
        return target
    }
}
