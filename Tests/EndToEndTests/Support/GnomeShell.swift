import Foundation
import TestSupport

/// GNOME Shell as a GNOME user has it, headless: `gnome-shell --headless --wayland` on a
/// virtual 1280×800 monitor, on the session's bus, with python3-dbusmock's logind on a
/// private system bus. Its own helper, started by the bus as on a desktop, owns
/// org.freedesktop.Notifications and hands each popup on to the shell's message tray (the
/// session's Notify calls leave those copies out).
///
/// The tests read the tray's banners and move and click a virtual pointer through
/// `org.gnome.Shell.Eval`, which a session mode of the tests' own (`GnomeShell/data`)
/// allows. Its processes belong to the session and end with it.
struct GnomeShell {
    /// A banner the shell showed, in the order they were shown.
    struct Banner: Decodable, Equatable {
        /// The popup's title.
        var title: String
        /// Whether it slid in whole, to stay on screen until its time was up.
        var slidIn: Bool
        /// Whether the shell took it down while it was still sliding in, seen by nobody.
        var cut: Bool
    }

    private let session: TestSession
    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("GnomeShell")

    /// Starts the shell in `session`, waits until its popups' name answers and the shell has
    /// finished starting, then leaves an idle desktop: no overview, no startup notices, and
    /// banners that slide in as on a real screen (software rendering turns that off).
    init(in session: TestSession) async throws {
        self.session = session
        let logind = try await LogindMock(in: session)
        try FileManager.default.copyItem(
            atPath: "/usr/share/dbus-1/services/org.gnome.Shell.Notifications.service",
            toPath: session.files.servicesFolder + "/org.gnome.Shell.Notifications.service")
        let reload = await session.busDaemon("ReloadConfig")
        guard reload.status == 0 else { throw BusQueryFailed(description: "ReloadConfig: \(reload)") }
        let runtime = session.files.path("shell-runtime")
        try FileManager.default.createDirectory(
            atPath: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let log = session.files.path("gnome-shell.log")
        let shell = try session.launch(
            "gnome-shell", executable: "gnome-shell",
            arguments: [
                "--headless", "--virtual-monitor", "1280x800", "--wayland", "--no-x11", "--mode=checklists-test",
            ],
            settings: [
                "DBUS_SYSTEM_BUS_ADDRESS": logind.address, "XDG_RUNTIME_DIR": runtime,
                "HOME": session.files.path("shell-home"), "XDG_SESSION_TYPE": "wayland",
                "XDG_DATA_DIRS": Self.folder.appendingPathComponent("data").path + ":/usr/local/share:/usr/share",
                "GSETTINGS_BACKEND": "memory", "NO_AT_BRIDGE": "1",
            ],
            standardOutput: log)
        let ready = await session.waitUntil(timeout: .seconds(60)) {
            guard shell.isRunning, (try? await session.nameHasOwner("org.freedesktop.Notifications")) == true
            else { return false }
            let answer = await Self.drive(session, ["ready"])
            return answer.stdout.hasPrefix("true")
        }
        guard ready else {
            throw StartFailure(description: "gnome-shell did not start:\n\(ChildProcess.read(log).suffix(3000))")
        }
        let relay = await session.busDaemon("GetNameOwner", ["org.freedesktop.Notifications"])
        guard relay.status == 0, let name = relay.stdout.firstMatch(of: /'([^']+)'/)?.1 else {
            throw StartFailure(description: "GetNameOwner: \(relay)")
        }
        session.notifyRelays.withLock { $0.insert(String(name)) }
        // The shell posts its startup notices a moment after it is ready.
        try await session.pause(.milliseconds(500))
        try await drive(["prepare"])
    }

    /// Keeps the user active, as someone at the desk moving the mouse (the pointer moves a
    /// pixel every 200 ms), or stops.
    func keepUserActive(_ active: Bool) async throws {
        try await drive(["active", active ? "on" : "off"])
    }

    /// The banners shown since the shell started, each once, in order.
    func banners() async throws -> [Banner] {
        let output = try await drive(["banners"])
        return try JSONDecoder().decode([Banner].self, from: Data(output.utf8))
    }

    /// Moves the pointer onto the banner titled `title` as a hand would, and clicks its
    /// button labelled `button`, or its body when `button` is nil.
    func click(banner title: String, button: String? = nil) async throws {
        try await drive(["click", title] + (button.map { [$0] } ?? []))
    }

    /// Runs the driver script and returns its standard output; throws when it failed.
    @discardableResult
    private func drive(_ arguments: [String]) async throws -> String {
        let result = await Self.drive(session, arguments)
        guard result.status == 0 else {
            throw StartFailure(description: "gnome_shell.py \(arguments.joined(separator: " ")): \(result.stderr)")
        }
        return result.stdout
    }

    private static func drive(_ session: TestSession, _ arguments: [String]) async -> CommandResult {
        await session.runTool(
            "/usr/bin/python3", [folder.appendingPathComponent("gnome_shell.py").path] + arguments,
            timeout: .seconds(60))
    }

    /// The shell did not start, or did not do what the test asked of it.
    struct StartFailure: Error, CustomStringConvertible {
        /// What went wrong, with the shell's log or the driver's message.
        var description: String
    }
}
