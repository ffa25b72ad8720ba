import Foundation
import Synchronization
import TestSupport

/// The X display dunst draws on: `$DISPLAY` when the tests run on a desktop, else one
/// Xvfb started on first use and shared by every test of this process.
///
/// Xvfb runs under a small shell watchdog that kills it (and removes its folder) within
/// a second after the test process ends, however it ends.
enum SharedDisplay {
    /// Why no display could be had.
    struct Unavailable: Error, CustomStringConvertible {
        /// What went wrong, with Xvfb's own messages.
        var description: String
    }

    private static let starting = Mutex<Task<String, any Error>?>(nil)

    /// The display name, such as ":0" or ":93".
    static func name() async throws -> String {
        if let display = ProcessInfo.processInfo.environment["DISPLAY"], !display.isEmpty { return display }
        let task = starting.withLock { task in
            if let task { return task }
            let started = Task { try await startXvfb() }
            task = started
            return started
        }
        return try await task.value
    }

    /// Starts Xvfb with `-displayfd`, which picks a free display and prints its number.
    /// Window tests take one each, so that their keystrokes never reach another test's window.
    static func startXvfb() async throws -> String {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("e2e-xvfb-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let numberFile = folder.appendingPathComponent("display").path
        let logFile = folder.appendingPathComponent("xvfb.log").path
        let script = """
            Xvfb -displayfd 1 -nolisten tcp -screen 0 1280x1024x24 2>>"$2" &
            x=$!
            trap 'kill $x 2>/dev/null; wait $x; rm -rf "$3"; exit 0' TERM INT
            while kill -0 "$1" 2>/dev/null && kill -0 $x 2>/dev/null; do sleep 1; done
            kill $x 2>/dev/null
            wait $x
            rm -rf "$3"
            """
        let watchdog = try ChildProcess.launch(
            "Xvfb", executable: "/bin/sh", arguments: ["-c", script, "sh", "\(getpid())", logFile, folder.path],
            environment: ProcessEnvironment.make([:]), standardOutput: numberFile, standardError: logFile)
        if let line = await watchdog.firstLine(in: numberFile, timeout: .seconds(30)), let number = Int(line) {
            return ":\(number)"
        }
        let log = ChildProcess.read(logFile)
        await watchdog.stop()
        throw Unavailable(description: "Xvfb did not report a display: \(log)")
    }
}
