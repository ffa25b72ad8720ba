import Foundation
import SQLiteSupport

/// The app's settings file, `settings.json` in the configuration folder: loading leniently,
/// saving atomically, and never overwriting a file it cannot read.
///
/// Every method throws `ChecklistsError` only. Not thread-safe: use it from one thread.
public final class SettingsFile {
    /// The file.
    public let url: URL
    /// The clock for the name of a file moved aside.
    private let now: () -> Date

    /// The settings file at `url` (see `standardURL`); nothing is read until `load()`.
    public convenience init(url: URL) {
        self.init(url: url, now: Date.init)
    }

    /// The settings file at `url`, with a clock for the time stamp of a file moved aside.
    init(url: URL, now: @escaping () -> Date) {
        self.url = url
        self.now = now
    }

    /// `settings.json` in `StoreLocation.configDirectory`: `$XDG_CONFIG_HOME/checklists`,
    /// by default `~/.config/checklists`.
    public static func standardURL(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        StoreLocation.configDirectory(environment: environment).appendingPathComponent("settings.json")
    }

    /// The saved settings; `AppSettings.standard` when there is no file yet.
    ///
    /// Missing and bad values take their standard value, unknown keys are ignored. A file
    /// that is not a JSON object is moved aside to `settings.json.invalid-<UTC time stamp>`
    /// and `ChecklistsError.invalidSettingsFile` says where; loading again then gives the
    /// standard settings.
    public func load() throws -> AppSettings {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            if !FileManager.default.fileExists(atPath: url.path) { return .standard }
            throw ChecklistsError.settingsFile(
                "cannot read the settings file \(url.path): \(error.localizedDescription)")
        }
        do {
            return try JSONDecoder().decode(AppSettings.self, from: data)
        } catch {
            throw ChecklistsError.invalidSettingsFile(path: url.path, movedTo: try moveAside())
        }
    }

    /// Saves `settings`, replacing the file atomically (a temporary file in the same folder,
    /// flushed to disk, renamed over it); creates the folder when missing.
    public func save(_ settings: AppSettings) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data: Data
        do {
            data = try encoder.encode(settings) + Data("\n".utf8)
        } catch {
            throw ChecklistsError.settingsFile("cannot encode the settings: \(error)")
        }
        try AtomicFile.replace(url, with: data)
    }

    /// Moves the file to a free name with the UTC time stamp; returns that path.
    private func moveAside() throws(ChecklistsError) -> String {
        do {
            return try InvalidFile.moveAside(url.path, now: now())
        } catch {
            throw .settingsFile(
                "the settings file \(url.path) is not valid JSON, and it could not be moved aside: "
                    + error.localizedDescription)
        }
    }
}
