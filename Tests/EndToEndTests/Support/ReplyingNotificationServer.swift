import Foundation
import TestSupport

/// A stand-in notification server that offers reply fields (KDE Plasma's `inline-reply`),
/// which no Debian server does: python3-dbusmock's notification-daemon template on the
/// session's bus, owning org.freedesktop.Notifications. The session's dbus-monitor records
/// its Notify calls as it does dunst's; `reply` has it emit `NotificationReplied` as Plasma
/// does when the user sends a reply. Its process belongs to the session and ends with it.
struct ReplyingNotificationServer {
    /// The capabilities it answers GetCapabilities with.
    static let capabilities = "actions body inline-reply"
    private let session: TestSession

    /// Starts the stand-in in `session` and waits until it owns org.freedesktop.Notifications.
    init(in session: TestSession) async throws {
        self.session = session
        let log = session.files.path("replying-server.log")
        try session.launch(
            "replying-server", executable: "/usr/bin/python3",
            arguments: [
                "-m", "dbusmock", "--template", "notification_daemon", "-p",
                #"{"capabilities": "\#(Self.capabilities)"}"#,
            ], standardOutput: log)
        let owned = await session.waitForName("org.freedesktop.Notifications", timeout: .seconds(20))
        guard owned else {
            throw BusQueryFailed(
                description: "the stand-in notification server did not start: \(ChildProcess.read(log))")
        }
    }

    /// Emits `ActivationToken(id, token)` then `ActionInvoked(id, "default")`, as a server
    /// that supports activation tokens does when the user clicks the popup it numbered `id`.
    func click(_ id: UInt32, activationToken token: String) async throws {
        for (signal, text) in [("ActivationToken", token), ("ActionInvoked", "default")] {
            let result = await session.gdbus(
                "org.freedesktop.Notifications", "/org/freedesktop/Notifications",
                "org.freedesktop.DBus.Mock.EmitSignal",
                ["org.freedesktop.Notifications", signal, "us", "[<uint32 \(id)>, <'\(text)'>]"])
            guard result.status == 0 else { throw BusQueryFailed(description: "EmitSignal \(signal): \(result)") }
        }
    }

    /// Emits `NotificationReplied(id, text)`, as the server does when the user types `text`
    /// into the reply field of the popup it numbered `id` and sends it.
    func reply(to id: UInt32, _ text: String) async throws {
        let result = await session.gdbus(
            "org.freedesktop.Notifications", "/org/freedesktop/Notifications", "org.freedesktop.DBus.Mock.EmitSignal",
            ["org.freedesktop.Notifications", "NotificationReplied", "us", "[<uint32 \(id)>, <'\(text)'>]"])
        guard result.status == 0 else { throw BusQueryFailed(description: "EmitSignal NotificationReplied: \(result)") }
    }
}
