import Foundation
import TestSupport

extension TestSession {
    /// Starts dunst on the shared display and waits until it owns
    /// org.freedesktop.Notifications on the session's bus. Low and normal popups go by
    /// themselves after `seconds`; a test that answers a popup in dunst gives it long enough
    /// that a loaded machine cannot let it go before dunst takes the answer.
    func startNotificationServer(popupsExpireAfter seconds: Int = 10) async throws {
        try files.writeDunstConfiguration(popupsExpireAfter: seconds)
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

    /// Waits until remindd logged that the server took the popup of `app`'s `identifier`
    /// (answered with its id): a server stopped before would leave it to be posted again.
    func waitUntilPosted(app: String, _ identifier: String) async throws {
        let posted = await waitUntil(timeout: .seconds(20)) {
            daemonEvents().contains("remindd: posted \(app)/\(identifier)")
        }
        guard posted else { throw PopupFailure(description: "\(identifier) was not posted:\n\(diagnostics)") }
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

    /// Opens dunst's context menu (`dunstctl context`, a user's shortcut) and picks the
    /// first line that contains `choice`, as a user would in dmenu; returns the lines the
    /// menu offered, such as "#Mark Done (Reminder:) [2,mark-done]". Waits first for a popup
    /// on screen: a Notify seen on the bus may not be drawn yet on a loaded machine, and dunst
    /// opens no menu without one.
    func chooseInPopupMenu(_ choice: String) async throws -> [String] {
        guard await waitUntil(timeout: .seconds(15), { (await displayedCount() ?? 0) > 0 }) else {
            throw PopupFailure(description: "no popup on screen for dunst's menu:\n\(diagnostics)")
        }
        try? FileManager.default.removeItem(atPath: files.popupMenuLines)
        try choice.write(toFile: files.popupMenuChoice, atomically: true, encoding: .utf8)
        let open = await runTool("dunstctl", ["context"], timeout: .seconds(30))
        guard open.status == 0 else { throw PopupFailure(description: "dunstctl context: \(open)") }
        let offered = await waitUntil(timeout: .seconds(10)) {
            FileManager.default.fileExists(atPath: self.files.popupMenuLines)
        }
        guard offered else {
            let dunstLog = ChildProcess.read(files.path("dunst.log"))
            throw PopupFailure(description: "dunst opened no context menu:\n\(dunstLog)\n\(diagnostics)")
        }
        return ChildProcess.read(files.popupMenuLines).split(separator: "\n").map(String.init)
    }

    /// The ids of the popups remindd asked the server to close (`CloseNotification`), in order.
    func closeNotificationCalls() throws -> [String] {
        try BusMessageLog.messages(in: ChildProcess.read(files.monitorOutput))
            .filter { $0.kind == "method call" && $0.member == "CloseNotification" }
            .compactMap { $0.arguments.first?.number }
    }

    /// `dunstctl history`: the popups dunst closed, by id, with their bodies; nil when dunst
    /// did not answer.
    func popupHistory() async -> [String: String]? {
        let result = await runTool("dunstctl", ["history"], timeout: .seconds(30))
        guard result.status == 0,
            let json = try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any],
            let lists = json["data"] as? [[[String: Any]]]
        else { return nil }
        var popups: [String: String] = [:]
        for popup in lists.joined() {
            guard let id = (popup["id"] as? [String: Any])?["data"] as? Int,
                let body = (popup["body"] as? [String: Any])?["data"] as? String
            else { continue }
            popups[String(id)] = body
        }
        return popups
    }
}

/// A popup did not show, or could not be clicked.
struct PopupFailure: Error, CustomStringConvertible {
    /// What happened, with the logs that say why.
    var description: String
}
