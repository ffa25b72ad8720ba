import Foundation
import TestSupport

/// A Flatpak-like sandbox on a test session's bus, set up as Flatpak sets up an app's: a
/// `.flatpak-info` naming the app at `/.flatpak-info`, and Flatpak's `xdg-dbus-proxy` in a
/// bwrap sandbox of its own with the same file, filtering the bus to what the app may talk to.
struct FlatpakSandbox {
    /// The app identifier the `.flatpak-info` names.
    let appIdentifier: String
    /// The `.flatpak-info` on the host.
    let infoFile: String
    /// The proxy's socket, the only bus the app reaches.
    let proxySocket: String
    private let session: TestSession

    /// Starts the proxy for `appIdentifier`, allowed to talk to remindd only.
    static func start(_ session: TestSession, appIdentifier: String) async throws -> FlatpakSandbox {
        let infoFile = session.files.path("flatpak-info")
        try Data("[Application]\nname=\(appIdentifier)\nruntime=runtime/org.example.Platform/x86_64/1\n".utf8)
            .write(to: URL(fileURLWithPath: infoFile))
        let proxySocket = session.files.path("proxy-bus")
        try session.launch(
            "xdg-dbus-proxy", executable: "/usr/bin/bwrap",
            arguments: sandboxRoot(infoFile) + [
                "--die-with-parent", "--", "xdg-dbus-proxy", session.busAddress, proxySocket, "--filter",
                "--talk=org.checklists.Remindd",
            ])
        let listening = await session.waitUntil(timeout: .seconds(20)) {
            FileManager.default.fileExists(atPath: proxySocket)
        }
        guard listening else { throw SandboxNotReady(description: "xdg-dbus-proxy: \(session.diagnostics)") }
        return FlatpakSandbox(
            appIdentifier: appIdentifier, infoFile: infoFile, proxySocket: proxySocket, session: session)
    }

    /// bwrap's arguments for a root of its own, as Flatpak builds one: the system's programs
    /// read-only, /tmp (the buses' sockets) and `infoFile` at `/.flatpak-info`. Never the host's
    /// root itself, where bwrap would leave an empty `/.flatpak-info` as the mount point.
    private static func sandboxRoot(_ infoFile: String) -> [String] {
        [
            "--ro-bind", "/usr", "/usr", "--symlink", "usr/lib", "/lib", "--symlink", "usr/lib64", "/lib64",
            "--symlink", "usr/bin", "/bin", "--symlink", "usr/sbin", "/sbin", "--ro-bind", "/etc", "/etc",
            "--ro-bind-try", "/var/lib/dbus", "/var/lib/dbus", "--proc", "/proc", "--dev", "/dev", "--bind", "/tmp",
            "/tmp", "--ro-bind", infoFile, "/.flatpak-info",
        ]
    }

    /// Calls remindd's `method` ("Add", "GetPending"…) with `arguments` in GVariant text from
    /// `gdbus` inside the app's sandbox (its own pid namespace, the `.flatpak-info` bound),
    /// through the proxy.
    func callRemindd(_ method: String, _ arguments: [String] = []) async -> CommandResult {
        await session.runTool(
            "/usr/bin/bwrap",
            Self.sandboxRoot(infoFile) + [
                "--unshare-pid", "--die-with-parent", "--", "gdbus", "call", "--address", "unix:path=\(proxySocket)",
                "-d", "org.checklists.Remindd", "-o",
                "/org/checklists/Remindd", "-m", "org.checklists.Remindd1.\(method)",
            ] + arguments,
            timeout: .seconds(30))
    }

    /// Starts `gdbus monitor` of remindd's signals inside the app's sandbox, through the
    /// proxy, writing what it hears to `output`; it never calls remindd itself.
    func monitorRemindd(output: String) throws {
        try session.launch(
            "sandboxed-monitor", executable: "/usr/bin/bwrap",
            arguments: Self.sandboxRoot(infoFile) + [
                "--unshare-pid", "--die-with-parent", "--", "gdbus", "monitor", "--address",
                "unix:path=\(proxySocket)", "--dest", "org.checklists.Remindd",
            ], standardOutput: output)
    }
}

/// The sandbox's proxy did not start listening.
struct SandboxNotReady: Error, CustomStringConvertible {
    /// What the session logged.
    var description: String
}
