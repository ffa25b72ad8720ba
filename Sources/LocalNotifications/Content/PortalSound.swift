import Foundation

/// The sound of the notification portal (version 2): the server's default, none, or a file.
public enum PortalSound: Sendable, Hashable, Codable {
    /// The notification server's own default sound.
    case `default`
    /// No sound at all.
    case silent
    /// A sound file, as the app gave it: an absolute path or a `file://` URI.
    case file(String)

    /// The value as the API spells it: `default`, `silent`, or the path or URI.
    public var word: String {
        switch self {
        case .default: "default"
        case .silent: "silent"
        case .file(let location): location
        }
    }

    /// The file's absolute path, the URI decoded; nil for the other sounds or a location
    /// that is neither an absolute path nor a `file://` URI with one.
    public var filePath: String? {
        guard case .file(let location) = self else { return nil }
        if location.hasPrefix("/") { return location }
        let uriPrefix = "file://"
        guard location.hasPrefix(uriPrefix) else { return nil }
        let path = String(location.dropFirst(uriPrefix.count)).removingPercentEncoding ?? ""
        return path.hasPrefix("/") ? path : nil
    }

    /// The sound a value names: `default`, `silent`, or else a file location.
    public init(word: String) {
        switch word {
        case "default": self = .default
        case "silent": self = .silent
        default: self = .file(word)
        }
    }
}
