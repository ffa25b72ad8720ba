import Foundation

/// An XEmbed system tray (trayer) on a test display, at the bottom right of the screen.
struct TrayPanel {
    /// Starts trayer on `display` and waits until it owns the tray selection.
    static func start(in session: TestSession, display: String) async throws {
        var failures: [String] = []
        // trayer was seen to exit at once, without a word, on a display just started while
        // the machine was busy; it gets three chances.
        for _ in 1...3 {
            let trayer = try session.launch(
                "trayer", executable: "/usr/bin/trayer",
                arguments: [
                    "--edge", "bottom", "--align", "right", "--widthtype", "pixel", "--width", "200", "--height", "32",
                    "--transparent", "false", "--tint", "0x333333",
                ],
                settings: ["DISPLAY": display])
            let ready = await session.waitUntil(timeout: .seconds(20)) {
                let found = await session.runTool(
                    "xdotool", ["search", "--class", "trayer"], settings: ["DISPLAY": display])
                return !found.stdout.isEmpty || !trayer.isRunning
            }
            if ready, trayer.isRunning { return }
            failures.append("exited \(trayer.exitStatus.map(String.init) ?? "?"): \(trayer.standardOutput())")
            try await session.pause(.milliseconds(500))
        }
        throw WindowFailure(description: "trayer did not start on \(display): \(failures.joined(separator: " / "))")
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
