import Foundation
import TestSupport

extension TestSession {
    /// The file the launcher-entry monitor writes to.
    var launcherMonitorOutput: String { files.path("launcher-entry.txt") }

    /// Starts a dbus-monitor on the launcher entry's Update signals, which docks read badges
    /// from, and waits until it monitors.
    func startLauncherMonitor() async throws {
        let rule = "type='signal',interface='com.canonical.Unity.LauncherEntry',member='Update'"
        let monitor = try launch(
            "dbus-monitor", executable: "dbus-monitor", arguments: ["--address", busAddress, rule],
            standardOutput: launcherMonitorOutput, standardError: files.path("launcher-monitor.err"))
        let ready = await waitUntil(timeout: .seconds(20)) {
            ChildProcess.read(self.launcherMonitorOutput).contains("NameLost")
        }
        guard ready, monitor.isRunning else {
            throw StartFailure(
                description: "dbus-monitor did not start: \(ChildProcess.read(files.path("launcher-monitor.err")))")
        }
    }

    /// The Update signals seen so far.
    func launcherUpdates() throws -> [LauncherUpdate] {
        try BusMessageLog.messages(in: ChildProcess.read(launcherMonitorOutput))
            .filter { $0.kind == "signal" && $0.member == "Update" }.map(LauncherUpdate.init)
    }

    /// Waits until an Update signal `matches`, and returns the signals seen.
    func waitForLauncherUpdate(
        timeout: Duration = .seconds(15), where matches: @escaping (LauncherUpdate) -> Bool
    ) async throws -> [LauncherUpdate] {
        try await waitUntil(timeout: timeout) { try launcherUpdates().contains(where: matches) }
        return try launcherUpdates()
    }
}

/// One launcher entry `Update(s app_uri, a{sv} properties)` signal seen on the bus.
struct LauncherUpdate: Sendable, Equatable {
    /// The object path it came from.
    var path: String
    /// `app_uri`, such as "application://org.checklists.Checklists.desktop".
    var appURI: String
    /// The `count` property (an int64), if sent.
    var count: Int64?
    /// The `count-visible` property, if sent.
    var countVisible: Bool?

    /// The update in a monitored signal.
    init(_ message: BusMessage) {
        path = message.path
        appURI = message.arguments.first?.string ?? ""
        var properties: [String: MonitorValue] = [:]
        if message.arguments.count > 1, case .array(let entries) = message.arguments[1] {
            for case .dictEntry(.string(let key), let value) in entries { properties[key] = value }
        }
        count = properties["count"]?.number.flatMap { Int64($0) }
        countVisible = properties["count-visible"]?.boolean
    }
}
