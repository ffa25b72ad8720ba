import Foundation
import TestSupport

/// A real gnome-keyring-daemon (its Secret Service only) on a private session bus, its
/// keyrings in a folder of the test's. It runs headless as any user: `--unlock` reads the
/// login keyring's password on standard input, creates the "login" keyring with it, unlocks
/// it and makes it the default collection, so no prompt is ever needed.
struct GnomeKeyring {
    /// Why the keyring did not come up.
    struct Unavailable: Error, CustomStringConvertible {
        /// What went wrong, with the daemon's log.
        var description: String
    }

    /// The private bus.
    let bus: BusDaemon
    /// The keyring daemon.
    let daemon: ChildProcess
    /// The folder its keyring files are in (`$XDG_DATA_HOME/keyrings`).
    let keyrings: String

    /// Starts the bus and the daemon in `folder` and waits until the daemon owns
    /// org.freedesktop.secrets.
    static func start(in folder: TemporaryFolder) async throws -> GnomeKeyring {
        for name in ["home", "data", "run"] {
            try FileManager.default.createDirectory(
                atPath: folder.path(name), withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        }
        let bus = try await BusDaemon.start(
            type: "session", named: "keyring-bus", in: folder.url.path, environment: ProcessEnvironment.make([:]))
        try folder.write("login keyring password", to: "unlock")
        let environment = ProcessEnvironment.make([
            "DBUS_SESSION_BUS_ADDRESS": bus.address, "HOME": folder.path("home"), "XDG_DATA_HOME": folder.path("data"),
            "XDG_RUNTIME_DIR": folder.path("run"),
        ])
        var failures: [String] = []
        // On CI, while the whole suite starts, the daemon was seen to end (status 0, nothing
        // logged: it logs to syslog) before taking its name; it gets three chances.
        for _ in 1...3 {
            let daemon: ChildProcess
            do {
                daemon = try ChildProcess.launch(
                    "gnome-keyring-daemon", executable: "gnome-keyring-daemon",
                    arguments: ["--foreground", "--components=secrets", "--unlock"], environment: environment,
                    standardInput: folder.path("unlock"), standardOutput: folder.path("keyring.log"),
                    standardError: folder.path("keyring.log"))
            } catch {
                _ = bus.process.kill()
                throw error
            }
            let keyring = GnomeKeyring(bus: bus, daemon: daemon, keyrings: folder.path("data/keyrings"))
            let owned = await Poll.until(timeout: .seconds(60), interval: .milliseconds(100)) {
                guard daemon.isRunning else { return true }
                return await keyring.gdbus(
                    in: folder, "--dest", "org.freedesktop.DBus", "--object-path", "/org/freedesktop/DBus",
                    "--method", "org.freedesktop.DBus.NameHasOwner", "org.freedesktop.secrets"
                ).stdout.contains("true")
            }
            if owned, daemon.isRunning { return keyring }
            failures.append(
                (daemon.termination.map { "it ended (\($0))" } ?? "it was still running after 60 s")
                    + "; its log: " + ChildProcess.read(folder.path("keyring.log")))
            await daemon.stop()
            try? FileManager.default.removeItem(atPath: folder.path("data/keyrings"))
        }
        await bus.process.stop()
        throw Unavailable(
            description: "gnome-keyring-daemon did not take org.freedesktop.secrets: "
                + failures.joined(separator: " / "))
    }

    /// Calls a method on the private bus with `gdbus call --session` and these arguments.
    func gdbus(in folder: TemporaryFolder, _ arguments: String...) async -> CommandResult {
        let name = "gdbus-\(UUID().uuidString)"
        do {
            let call = try ChildProcess.launch(
                "gdbus", executable: "gdbus", arguments: ["call", "--session"] + arguments,
                environment: ProcessEnvironment.make(["DBUS_SESSION_BUS_ADDRESS": bus.address]),
                standardOutput: folder.path(name + ".out"), standardError: folder.path(name + ".err"))
            return await call.result(timeout: .seconds(20))
        } catch {
            return CommandResult(status: -1, stdout: "", stderr: "\(error)")
        }
    }

    /// Stops the daemon, then the bus.
    func stop() async {
        await daemon.stop()
        await bus.process.stop()
    }
}
