import Foundation
import TestSupport
import Testing

/// The clients in examples/, in the languages apps are written in, against a real remindd and
/// dunst: each schedules a reminder with a Done button, lists it, and prints the answer the
/// user gave on the popup (chosen from dunst's menu, as a user would).
@Suite("Example clients")
struct ExampleClientTests {
    private static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("examples")

    @Test func python() async throws {
        try await Self.run("/usr/bin/python3", ["python/remind.py", "Water the plants", "2"])
    }

    @Test func gjs() async throws {
        try await Self.run("/usr/bin/gjs", ["-m", "gjs/remind.js", "Water the plants", "2"])
    }

    /// Runs an example with `arguments` (the script's path relative to examples/ among them),
    /// presses Done on its popup and checks what it printed.
    private static func run(_ interpreter: String, _ arguments: [String]) async throws {
        try await TestSession.with { session in
            try await session.startNotificationServer(popupsExpireAfter: 120)
            let client = try session.launch(
                "example", executable: interpreter,
                arguments: arguments.map { $0.hasSuffix(".py") || $0.hasSuffix(".js") ? examples.path + "/" + $0 : $0 })
            let calls = try await session.waitForNotifyCalls(1, timeout: .seconds(30))
            let popup = try #require(calls.first, "\(client.standardOutput())\n\(session.diagnostics)")
            #expect(popup.summary == "Water the plants")
            #expect(popup.actions.contains("Done"), "\(popup.actions)")
            let offered = try await session.chooseInPopupMenu("Done")
            #expect(offered.contains { $0.contains("Done") }, "\(offered)")
            let status = await client.waitForExit(timeout: .seconds(30))
            let output = client.standardOutput()
            #expect(status == 0, "\(output)")
            let identifier = try #require(output.firstMatch(of: /scheduled (example-\d+) at \d\d:\d\d:\d\d/)?.1)
            #expect(output.contains("pending: \(identifier)\n"), "\(output)")
            #expect(output.hasSuffix("response \(identifier) done\n"), "\(output)")
        }
    }
}
