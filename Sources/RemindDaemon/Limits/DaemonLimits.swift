import CGLib
import Foundation

/// How much remindd takes from one app, so that a flood from one never slows another app's
/// popups or fills the disk: its pending requests, and the requests it adds in a minute.
/// Each is a remindd setting, read at start from the `[limits]` group of
/// `$XDG_CONFIG_HOME/remindd/remindd.conf`; 0 lifts the limit.
public struct DaemonLimits: Equatable, Sendable {
    /// The most pending requests one app may have (`pending-per-app`).
    public var pendingPerApp = 10_000
    /// The most requests one app may add in a minute, through Add and AddMany
    /// (`adds-per-minute`).
    public var addsPerMinute = 100_000

    /// The defaults.
    public init() {}

    /// The limits with these values.
    public init(pendingPerApp: Int, addsPerMinute: Int) {
        self.pendingPerApp = pendingPerApp
        self.addsPerMinute = addsPerMinute
    }

    /// The settings file: `remindd.conf` in remindd's folder of the user's configuration.
    public static var path: String {
        URL(fileURLWithPath: String(cString: g_get_user_config_dir())).appendingPathComponent("remindd/remindd.conf")
            .path
    }

    /// The limits the file at `path` sets, the defaults for what it leaves out; a missing
    /// file is all defaults, and a file or a value remindd cannot use is named in `problem`,
    /// the defaults standing for it.
    public static func load(path: String = path) -> (limits: DaemonLimits, problem: String?) {
        var limits = DaemonLimits()
        guard FileManager.default.fileExists(atPath: path) else { return (limits, nil) }
        let file = g_key_file_new()
        defer { g_key_file_free(file) }
        var error: UnsafeMutablePointer<GError>?
        guard g_key_file_load_from_file(file, path, G_KEY_FILE_NONE, &error) != 0 else {
            defer { g_error_free(error) }
            return (limits, "\(path) cannot be read: \(error.map { String(cString: $0.pointee.message) } ?? "")")
        }
        var problems: [String] = []
        for (key, value) in [("pending-per-app", \DaemonLimits.pendingPerApp), ("adds-per-minute", \.addsPerMinute)] {
            guard g_key_file_has_key(file, group, key, nil) != 0 else { continue }
            let text = g_key_file_get_value(file, group, key, nil).map { pointer in
                defer { g_free(pointer) }
                return String(cString: pointer)
            }
            guard let text, let number = Int(text.trimmingCharacters(in: .whitespaces)), number >= 0 else {
                problems.append("\(key) must be a whole number, 0 or more, not \"\(text ?? "")\"")
                continue
            }
            limits[keyPath: value] = number
        }
        return (limits, problems.isEmpty ? nil : "\(path): " + problems.joined(separator: "; "))
    }

    private static let group = "limits"
}
