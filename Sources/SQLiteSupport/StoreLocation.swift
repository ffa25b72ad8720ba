import Foundation

/// Where the project keeps its files, by the XDG base directory specification.
public enum StoreLocation {
    /// The project's one data folder: `$XDG_DATA_HOME/checklists`, by default
    /// `~/.local/share/checklists`.
    public static func dataDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            return URL(fileURLWithPath: dataHome).appendingPathComponent("checklists")
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".local/share/checklists")
    }

    /// The project's one configuration folder: `$XDG_CONFIG_HOME/checklists`, by default
    /// `~/.config/checklists`. A relative `XDG_CONFIG_HOME` is ignored, as the
    /// specification says.
    public static func configDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let configHome = environment["XDG_CONFIG_HOME"], configHome.hasPrefix("/") {
            return URL(fileURLWithPath: configHome).appendingPathComponent("checklists")
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".config/checklists")
    }

    /// remindd's database file in the data folder.
    public static func notificationDatabase(
        environment: [String: String] = ProcessInfo.processInfo.environment
    )
        -> URL
    {
        dataDirectory(environment: environment).appendingPathComponent("remindd.sqlite3")
    }

    /// The Checklists app's database file in the data folder.
    public static func checklistsDatabase(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        dataDirectory(environment: environment).appendingPathComponent("checklists.sqlite3")
    }
}
