import Foundation
import TestSupport

/// Why the window could not be driven.
struct WindowFailure: Error, CustomStringConvertible {
    /// What went wrong.
    var description: String
}

/// The Checklists window of a test session, on an X display of its own, driven with real
/// keystrokes through xdotool.
struct AppWindow {
    /// The session the app runs in.
    let session: TestSession
    /// The app's own Xvfb display.
    let display: String
    /// The app's process, when the test started it (not when D-Bus activation did).
    let process: ChildProcess?
    /// The X window id of the main window.
    let windowID: String

    /// Starts the accessibility bus and `checklists` with no arguments, and waits for its window.
    /// `wrapper` turns the app's command into the one launched (such as
    /// `DNSTestServer.isolating(_:)`); it must `exec` the app, so that the process started
    /// is the app's.
    static func open(
        in session: TestSession, settings: [String: String] = [:], wrapper: (([String]) -> [String])? = nil
    ) async throws -> AppWindow {
        try await open(in: session, display: try await newDisplay(in: session), settings: settings, wrapper: wrapper)
    }

    /// A new Xvfb display for one test, once it answers, with the accessibility bus that
    /// lets the test read the window.
    static func newDisplay(in session: TestSession) async throws -> String {
        let display = try await SharedDisplay.startXvfb()
        let ready = await session.waitUntil(timeout: .seconds(20)) {
            await session.runTool("xdotool", ["getdisplaygeometry"], settings: ["DISPLAY": display]).status == 0
        }
        guard ready else { throw WindowFailure(description: "the display \(display) does not answer") }
        try session.launch(
            "at-spi-bus-launcher", executable: "/usr/libexec/at-spi-bus-launcher", arguments: ["--launch-immediately"],
            settings: ["DISPLAY": display])
        await session.waitForName("org.a11y.Bus", timeout: .seconds(10))
        return display
    }

    /// Starts `checklists` on `display` with `arguments` (`--background` starts it in the
    /// tray) and, unless it starts in the background, waits for its window, whose title
    /// matches `title` (another in another language). `wrapper`, if given, turns the app's
    /// command into the one launched, and must `exec` the app.
    static func open(
        in session: TestSession, display: String, arguments: [String] = [], settings: [String: String] = [:],
        title: String = "^Checklists$", wrapper: (([String]) -> [String])? = nil
    ) async throws -> AppWindow {
        var failures: [String] = []
        let app = [session.executables.checklists.path] + arguments
        let command = wrapper?(app) ?? app
        // A display that was just started can refuse its first client while an older
        // display of a previous run is going away; the app is given a second chance.
        for _ in 1...3 {
            let process = try session.launch(
                "checklists-window", executable: command[0], arguments: Array(command.dropFirst()),
                settings: ["DISPLAY": display, "GDK_BACKEND": "x11"].merging(settings) { _, new in new })
            let window = AppWindow(session: session, display: display, process: process, windowID: "")
            if arguments.contains("--background") { return window }
            if let id = try await window.waitForWindow(named: title, while: process) {
                let opened = AppWindow(session: session, display: display, process: process, windowID: id)
                try await opened.xdotool(["windowfocus", "--sync", id])
                return opened
            }
            failures.append(process.standardOutput())
        }
        throw WindowFailure(description: "the Checklists window did not appear: \(failures.joined(separator: " / "))")
    }

    /// The main window's id, waiting while `process` runs.
    private func waitForWindow(named pattern: String, while process: ChildProcess) async throws -> String? {
        var found: String?
        _ = await session.waitUntil(timeout: .seconds(20)) {
            found = await xdotoolResult(["search", "--onlyvisible", "--name", pattern]).stdout
                .split(separator: "\n").last.map(String.init)
            return found != nil || !process.isRunning
        }
        return found
    }

    /// The id of a visible window whose title matches `pattern`, waiting up to `timeout`.
    func waitForWindow(named pattern: String, timeout: Duration = .seconds(20)) async throws -> String? {
        var found: String?
        _ = await session.waitUntil(timeout: timeout) {
            let result = await xdotoolResult(["search", "--onlyvisible", "--name", pattern])
            found = result.stdout.split(separator: "\n").last.map(String.init)
            return found != nil
        }
        return found
    }

    /// Waits for a window (a dialog) and gives it the keyboard, as a window manager would.
    func focusWindow(named pattern: String) async throws -> Bool {
        guard let id = try await waitForWindow(named: pattern) else { return false }
        try await xdotool(["windowfocus", "--sync", id])
        return true
    }

    /// The visible windows whose title is exactly `title` (xdotool matches names without
    /// regard to case, and GTK maps a window named after the program).
    func windows(titled title: String) async -> [String] {
        var matching: [String] = []
        let found = await xdotoolResult(["search", "--onlyvisible", "--name", title]).stdout
        for id in found.split(separator: "\n").map(String.init) {
            let name = await xdotoolResult(["getwindowname", id]).stdout.trimmingCharacters(in: .newlines)
            if name == title { matching.append(id) }
        }
        return matching
    }

    /// Whether a visible window whose title matches `pattern` exists now.
    func hasWindow(named pattern: String) async -> Bool {
        await !xdotoolResult(["search", "--onlyvisible", "--name", pattern]).stdout.isEmpty
    }

    /// Presses keys, such as "ctrl+n", "Tab" or "Delete", one after another.
    func press(_ keys: String...) async throws {
        for key in keys {
            try await xdotool(["key", "--delay", "40", key])
            try await session.pause(.milliseconds(150))
        }
    }

    /// Types text into the focused widget.
    func type(_ text: String) async throws {
        try await xdotool(["type", "--delay", "20", text])
        try await session.pause(.milliseconds(150))
    }

    /// Saves a screenshot of the display in the session's folder and returns its path.
    @discardableResult
    func screenshot(_ name: String) async -> String {
        let path = session.files.path("\(name).png")
        _ = await session.runTool("import", ["-window", "root", path], settings: ["DISPLAY": display])
        return path
    }

    /// Runs xdotool on the app's display; throws when it fails.
    func xdotool(_ arguments: [String]) async throws {
        let result = await xdotoolResult(arguments)
        guard result.status == 0 else {
            throw WindowFailure(description: "xdotool \(arguments.joined(separator: " ")) failed: \(result.stderr)")
        }
    }

    private func xdotoolResult(_ arguments: [String]) async -> CommandResult {
        await session.runTool("xdotool", arguments, settings: ["DISPLAY": display], timeout: .seconds(20))
    }
}
