import Foundation
import TestSupport

extension TestSession {
    /// The file the response monitor writes to.
    var responseMonitorOutput: String { files.path("responses.txt") }

    /// Starts a second dbus-monitor, on remindd's Response signals, on every call to an
    /// app's org.freedesktop.Application interface and on the notification server's
    /// ActionInvoked signals, and waits until it monitors.
    func startResponseMonitor() async throws {
        let rules = [
            "type='signal',interface='org.checklists.Remindd1',member='Response'",
            "type='method_call',interface='org.freedesktop.Application'",
            "type='signal',interface='org.freedesktop.Notifications',member='ActionInvoked'",
        ]
        let monitor = try launch(
            "dbus-monitor", executable: "dbus-monitor", arguments: ["--address", busAddress] + rules,
            standardOutput: responseMonitorOutput, standardError: files.path("response-monitor.err"))
        let ready = await waitUntil(timeout: .seconds(20)) {
            ChildProcess.read(self.responseMonitorOutput).contains("NameLost")
        }
        guard ready, monitor.isRunning else {
            throw StartFailure(
                description: "dbus-monitor did not start: \(ChildProcess.read(files.path("response-monitor.err")))")
        }
    }

    /// The Response signals seen so far: (app, identifier, action).
    func responseSignals() throws -> [[String]] {
        try BusMessageLog.messages(in: ChildProcess.read(responseMonitorOutput))
            .filter { $0.kind == "signal" && $0.member == "Response" }.map(\.strings)
    }

    /// The ActionInvoked signals the notification server sent so far, to everyone or to one
    /// connection (its `destination`).
    func actionInvokedSignals() throws -> [BusMessage] {
        try BusMessageLog.messages(in: ChildProcess.read(responseMonitorOutput))
            .filter { $0.kind == "signal" && $0.member == "ActionInvoked" }
    }

    /// The ActivateAction calls seen so far.
    func activateActionCalls() throws -> [BusMessage] {
        try BusMessageLog.messages(in: ChildProcess.read(responseMonitorOutput))
            .filter { $0.kind == "method call" && $0.member == "ActivateAction" }
    }
}
