import Foundation

/// Finds the window's GtkBuilder files: installed under PREFIX/share/checklists/ui, or in
/// the source tree's data/ui when run from a build folder.
enum UIFiles {
    /// The environment variable that names the folder explicitly.
    static let environmentKey = "CHECKLISTS_UI_DIR"

    /// The text of a file in the folder, read once and kept.
    ///
    /// `nonisolated(unsafe)`: only the GTK main thread builds widgets, so only it reads and
    /// fills the cache.
    static func contents(of file: String) throws -> String {
        if let text = cache[file] { return text }
        let path = try path(of: file)
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw UIError.badInterface("cannot read \(path)")
        }
        cache[file] = text
        return text
    }

    nonisolated(unsafe) private static var cache: [String: String] = [:]

    /// The folder of the source tree's or the installation's icons, for the tray icon when
    /// the app runs from a build folder; nil when the icons are only in the icon theme.
    static func iconsDirectory() -> String? {
        guard let ui = try? path(of: "MainWindow.ui") else { return nil }
        let folder = URL(fileURLWithPath: ui).deletingLastPathComponent().deletingLastPathComponent()
        let icons = folder.lastPathComponent == "checklists" ? folder.deletingLastPathComponent() : folder
        let candidate = icons.appendingPathComponent("icons").path
        return FileManager.default.fileExists(atPath: candidate) ? candidate : nil
    }

    /// The full path of a file in the folder.
    static func path(of file: String) throws -> String {
        for folder in candidates() {
            let path = (folder as NSString).appendingPathComponent(file)
            if FileManager.default.fileExists(atPath: path) { return path }
        }
        throw UIError.badInterface("cannot find \(file); looked in \(candidates().joined(separator: ", "))")
    }

    private static func candidates() -> [String] {
        var folders: [String] = []
        if let folder = ProcessInfo.processInfo.environment[environmentKey] { folders.append(folder) }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        folders.append(executable.appendingPathComponent("../share/checklists/ui").standardized.path)
        var folder = executable
        for _ in 0..<5 {
            folder = folder.deletingLastPathComponent()
            folders.append(folder.appendingPathComponent("data/ui").path)
        }
        return folders
    }
}
