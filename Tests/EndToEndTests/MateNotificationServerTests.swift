import Foundation
import Testing

/// MATE's notification server, started by the bus when a popup is posted and gone again when
/// it quits (it does, 30 s after its last popup): each start counts its popup ids from 1.
@Suite("mate-notification-daemon, restarted by the bus")
struct MateNotificationServerTests {
    /// The server of a thread's popup quits; the bus starts a new one for another app's
    /// critical popup, which gets the old id; the thread's next popup replaces nothing, where
    /// it once took that critical popup's place, unseen.
    @Test func threadsNextPopupSparesTheNewServersPopups() async throws {
        try await TestSession.with { session in
            try await session.installActivatableMate()
            let milk = await session.addRequest(app: FakeApp.name, Self.threaded("Milk"))
            try #require(milk.status == 0, "\(milk)")
            try await session.waitUntilPosted(app: FakeApp.name, "milk")
            try await session.stopActivatedNotificationServer()

            let alarm = await session.runTool("notify-send", ["--urgency", "critical", "Alarm", "from another app"])
            try #require(alarm.status == 0, "\(alarm)")
            _ = try await session.waitForNotifyCalls(2)
            let eggs = await session.addRequest(app: FakeApp.name, Self.threaded("Eggs"))
            try #require(eggs.status == 0, "\(eggs)")
            let calls = try await session.waitForNotifyCalls(3)
            try #require(calls.count == 3, "\(session.diagnostics)")
            #expect(calls.map(\.summary) == ["Milk", "Alarm", "Eggs"])
            #expect(calls.map(\.replacesID) == [0, 0, 0], "\(session.diagnostics)")
        }
    }

    /// A request in GVariant text of the thread "Groceries", due now, titled `title`.
    private static func threaded(_ title: String) -> String {
        "{'identifier': <'\(title.lowercased())'>, 'title': <'\(title)'>, 'thread': <'Groceries'>}"
    }
}

extension TestSession {
    /// Makes mate-notification-daemon the session's notification server, started by the bus
    /// on the shared display when a popup is posted (as its package's service file does).
    func installActivatableMate() async throws {
        let display = try await SharedDisplay.name()
        let service = """
            [D-BUS Service]
            Name=org.freedesktop.Notifications
            Exec=/usr/bin/env DISPLAY=\(display) /usr/lib/mate-notification-daemon/mate-notification-daemon

            """
        try service.write(
            toFile: files.servicesFolder + "/org.freedesktop.Notifications.service", atomically: true, encoding: .utf8)
        let reload = await busDaemon("ReloadConfig")
        guard reload.status == 0 else { throw BusQueryFailed(description: "ReloadConfig: \(reload)") }
    }

    /// Stops the notification server the bus started, as it stops itself when idle, and
    /// waits until its name is gone.
    func stopActivatedNotificationServer() async throws {
        let owner = await busDaemon("GetConnectionUnixProcessID", ["org.freedesktop.Notifications"])
        guard owner.status == 0, let pid = owner.stdout.firstMatch(of: /uint32 (\d+)/).flatMap({ Int32($0.1) })
        else { throw BusQueryFailed(description: "GetConnectionUnixProcessID: \(owner)") }
        kill(pid, SIGTERM)
        let gone = await waitForName("org.freedesktop.Notifications", owned: false, timeout: .seconds(10))
        guard gone else { throw BusQueryFailed(description: "the notification server did not quit") }
    }
}
