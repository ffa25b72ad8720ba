import Foundation
import TestSupport

/// A real Wayland compositor for a test: weston with its X11 backend, drawing into a window
/// on the test's Xvfb display. Unlike its headless backend it has a seat, so xdotool's key
/// presses on the display reach the Wayland clients as keyboard input, and a screenshot of
/// the display shows what weston draws.
struct WaylandCompositor {
    /// The folder that holds the compositor's socket (`XDG_RUNTIME_DIR`).
    let runtimeDirectory: String
    /// The socket's name (`WAYLAND_DISPLAY`).
    let socket: String

    /// What a client needs to draw on this compositor rather than on X.
    var clientSettings: [String: String] {
        ["GDK_BACKEND": "wayland", "WAYLAND_DISPLAY": socket, "XDG_RUNTIME_DIR": runtimeDirectory]
    }

    /// Starts weston on `display` and waits for its socket.
    static func start(in session: TestSession, display: String) async throws -> WaylandCompositor {
        let runtime = session.files.path("wayland-runtime")
        try FileManager.default.createDirectory(
            atPath: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let compositor = WaylandCompositor(runtimeDirectory: runtime, socket: "checklists-test")
        var failures: [String] = []
        // Like the other clients of a display just started, weston may be refused by it
        // once; it gets three chances.
        for _ in 1...3 {
            let weston = try session.launch(
                "weston", executable: "/usr/bin/weston",
                arguments: [
                    "--backend=x11-backend.so", "--use-pixman", "--socket=\(compositor.socket)", "--width=1024",
                    "--height=768", "--idle-time=0",
                ],
                settings: ["DISPLAY": display, "XDG_RUNTIME_DIR": runtime])
            let ready = await session.waitUntil(timeout: .seconds(20)) {
                FileManager.default.fileExists(atPath: "\(runtime)/\(compositor.socket)") || !weston.isRunning
            }
            if ready, weston.isRunning { return compositor }
            failures.append(weston.standardOutput().split(separator: "\n").suffix(5).joined(separator: " | "))
            await weston.stop()
            try await session.pause(.milliseconds(500))
        }
        throw WindowFailure(description: "weston did not start on \(display): \(failures.joined(separator: " / "))")
    }
}
