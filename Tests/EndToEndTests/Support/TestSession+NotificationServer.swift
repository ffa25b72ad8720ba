import Foundation
import TestSupport

extension TestSession {
    /// Starts dunst on the shared display and waits until it owns
    /// org.freedesktop.Notifications on the session's bus.
    func startNotificationServer() async throws {
        let display = try await SharedDisplay.name()
        let log = files.path("dunst.log")
        let dunst = try launch(
            "dunst", executable: "dunst", arguments: ["-config", files.dunstConfiguration],
            settings: ["DISPLAY": display], standardOutput: log)
        notificationServer.withLock { $0 = dunst }
        let owned = await waitForName("org.freedesktop.Notifications", timeout: .seconds(20))
        guard owned, dunst.isRunning else {
            throw BusQueryFailed(
                description: "dunst did not take org.freedesktop.Notifications: \(ChildProcess.read(log))")
        }
    }

    /// Stops dunst and waits until its name is gone from the bus.
    func stopNotificationServer() async throws {
        guard
            let dunst = notificationServer.withLock({ server in
                defer { server = nil }
                return server
            })
        else { return }
        await dunst.stop()
        await waitForName("org.freedesktop.Notifications", owned: false, timeout: .seconds(10))
    }

    /// Waits for the first popup to show and clicks it in dunst (`dunstctl action 0`), as a
    /// user would; throws when it did not show or the click failed.
    func clickFirstPopup() async throws {
        let shown = try await waitForNotifyCalls(1).count == 1
        guard shown, await waitUntil(timeout: .seconds(15), { await displayedCount() == 1 }) else {
            throw PopupFailure(description: "the popup did not show:\n\(diagnostics)")
        }
        let click = await runTool("dunstctl", ["action", "0"], timeout: .seconds(30))
        guard click.status == 0 else { throw PopupFailure(description: "dunstctl action 0: \(click)") }
    }

    /// `dunstctl count displayed`: how many popups dunst shows now, or nil when it did not answer.
    func displayedCount() async -> Int? {
        let result = await runTool("dunstctl", ["count", "displayed"], timeout: .seconds(30))
        guard result.status == 0 else { return nil }
        return Int(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The version the notification server reports of itself (`GetServerInformation`'s
    /// third value), as it reports it.
    func notificationServerVersion() async throws -> String {
        let result = await gdbus(
            "org.freedesktop.Notifications", "/org/freedesktop/Notifications",
            "org.freedesktop.Notifications.GetServerInformation")
        let values = /^\('([^']*)', '([^']*)', '([^']*)', '([^']*)'\)/
        guard result.status == 0, let match = result.stdout.firstMatch(of: values) else {
            throw BusQueryFailed(description: "GetServerInformation: \(result)")
        }
        return String(match.3)
    }
}

/// A popup did not show, or could not be clicked.
struct PopupFailure: Error, CustomStringConvertible {
    /// What happened, with the logs that say why.
    var description: String
}
