import Foundation

/// What a process's control groups (`/proc/PID/cgroup`) say of its app.
public struct ProcessCgroup: Equatable, Sendable {
    /// The name of the Snap the process runs in (`snap.NAME.APP….scope`), or nil. snapd puts
    /// every process of a snap in such a group and a confined snap cannot leave it.
    public var snapName: String?
    /// The app identifier of the systemd scope or service the desktop started the process in
    /// (`app-[LAUNCHER-]ID-RANDOM.scope`, `app-[LAUNCHER-]ID[@RANDOM].service`), or nil: a
    /// label the process's launcher chose, not a boundary.
    public var scopeLabel: String?

    /// Reads the lines of a `/proc/PID/cgroup` file ("0::/user.slice/…/app-….scope").
    public init(_ text: String) {
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3 else { continue }
            for unit in parts[2].split(separator: "/") {
                if snapName == nil { snapName = Self.snapName(unit) }
                if scopeLabel == nil { scopeLabel = Self.appLabel(unit) }
            }
        }
    }

    /// NAME of a unit `snap.NAME.REST`, where NAME is not empty and REST is.
    private static func snapName(_ unit: Substring) -> String? {
        guard unit.hasPrefix("snap.") else { return nil }
        let parts = unit.dropFirst("snap.".count).split(separator: ".", maxSplits: 1)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
        return String(parts[0])
    }

    /// ID of `app-[LAUNCHER-]ID-RANDOM.scope` or `app-[LAUNCHER-]ID[@RANDOM].service`, with
    /// systemd's `\x2d` escapes of dashes in ID undone.
    private static func appLabel(_ unit: Substring) -> String? {
        guard unit.hasPrefix("app-") else { return nil }
        var name = unit.dropFirst("app-".count)
        if name.hasSuffix(".scope") {
            name = name.dropLast(".scope".count)
            guard let dash = name.lastIndex(of: "-") else { return nil }
            name = name[..<dash]
        } else if name.hasSuffix(".service") {
            name = name.dropLast(".service".count)
            if let at = name.firstIndex(of: "@") { name = name[..<at] }
        } else {
            return nil
        }
        if let dash = name.firstIndex(of: "-") { name = name[name.index(after: dash)...] }
        let label = name.replacingOccurrences(of: "\\x2d", with: "-")
        return label.isEmpty ? nil : label
    }
}
