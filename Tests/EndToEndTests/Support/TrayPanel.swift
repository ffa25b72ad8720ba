import Foundation

/// An XEmbed system tray (trayer) on a test display, at the bottom right of the screen.
struct TrayPanel {
    /// Starts trayer on `display` and waits until it owns the tray selection.
    static func start(in session: TestSession, display: String) async throws {
        try session.launch(
            "trayer", executable: "/usr/bin/trayer",
            arguments: ["--edge", "bottom", "--align", "right", "--widthtype", "pixel", "--width", "200", "--height", "32",
                        "--transparent", "false", "--tint", "0x333333"],
            settings: ["DISPLAY": display])
        let ready = await session.waitUntil(timeout: .seconds(10)) {
            await !session.runTool("xdotool", ["search", "--class", "trayer"], settings: ["DISPLAY": display]).stdout.isEmpty
        }
        guard ready else { throw WindowFailure(description: "trayer did not start on \(display)") }
    }
}

extension AppWindow {
    /// The tray icon's title (its tooltip: "Checklists: 1 due today, 1 overdue"), or nil
    /// when no tray icon is embedded.
    func trayTitle() async -> String? {
        let tree = await session.runTool("xwininfo", ["-root", "-tree"], settings: ["DISPLAY": display]).stdout
        return tree.split(separator: "\n").lazy.compactMap { line -> String? in
            guard let start = line.range(of: "\"Checklists: ") else { return nil }
            let rest = line[start.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { return nil }
            return "Checklists: " + rest[..<end]
        }.first
    }
}
