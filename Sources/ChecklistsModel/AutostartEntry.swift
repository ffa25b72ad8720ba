import Foundation

/// The entry in `$XDG_CONFIG_HOME/autostart` that starts Checklists in the tray at login,
/// written when the user switches "Start at login" on and removed when off.
public struct AutostartEntry {
    /// The entry's file.
    public let url: URL

    /// The entry of the user's configuration folder.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        url = SettingsFile.standardURL(environment: environment).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("autostart/\(ChecklistsApp.identifier).desktop")
    }

    /// Whether Checklists starts at login.
    public var isEnabled: Bool { FileManager.default.fileExists(atPath: url.path) }

    /// Writes the entry, which starts `executable` with `--background`.
    public func enable(executable: String) throws {
        let text = """
            [Desktop Entry]
            Type=Application
            Name=Checklists
            Comment=Keeps Checklists in the tray, with its reminders
            Exec=\(executable) --background
            Icon=\(ChecklistsApp.identifier)
            Terminal=false
            NoDisplay=true
            X-GNOME-Autostart-enabled=true

            """
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw ChecklistsError.settingsFile("cannot write \(url.path): \(error.localizedDescription)")
        }
    }

    /// Removes the entry.
    public func disable() throws {
        guard isEnabled else { return }
        do {
            try FileManager.default.removeItem(at: url)
        } catch {
            throw ChecklistsError.settingsFile("cannot remove \(url.path): \(error.localizedDescription)")
        }
    }
}
