import Testing

/// Every malformed command is refused with status 2 and one line on standard error, and
/// changes nothing.
@Suite("Malformed commands")
struct MalformedCommandTests {
    /// The malformed command lines, without the program name.
    static let commands: [[String]] = [
        ["notify"],
        ["notify", "--body", "no title"],
        ["notify", "--title", "x", "--in", "0s"],
        ["notify", "--title", "x", "--in", "-5s"],
        ["notify", "--title", "x", "--in", "5x"],
        ["notify", "--title", "x", "--at", "2026-02-30 10:00"],
        ["notify", "--title", "x", "--at", "2026-12-01 24:61"],
        ["notify", "--title", "x", "--at", "2001-01-01 10:00"],
        ["notify", "--title", "x", "--match", "hour=25"],
        ["notify", "--title", "x", "--match", "foo=1"],
        ["notify", "--title", "x", "--in", "10s", "--at", "2099-01-01 10:00"],
        ["notify", "--title", "x", "--sound", "a", "--silent"],
        ["notify", "--title", "x", "--urgency", "loud"],
        ["notify", "--title", "x", "--colour", "red"],
        ["notify", "--title"],
        ["cancel"],
        ["cancel", "a", "--all"],
        ["clear-delivered"],
        ["frobnicate"],
        ["--frobnicate"],
        ["pending", "--yaml"],
    ]

    /// One valid far-future request is scheduled first; after every malformed command
    /// `pending --json` prints exactly the same, and remindd logged no other change.
    @Test func malformedCommandsChangeNothing() async throws {
        try await TestSession.with { session in
            let keep = await session.run(["notify", "--title", "Keep", "--id", "keep", "--in", "1d"])
            try #require(keep.status == 0, "\(keep)")
            let before = await session.run(["pending", "--json"])
            try #require(before.status == 0 && before.stdout.contains("\"keep\""), "\(before)")

            for arguments in Self.commands {
                let result = await session.run(arguments)
                #expect(result.status == 2, "checklists \(arguments): \(result)")
                #expect(result.errorLines.count == 1, "checklists \(arguments): \(result)")
                #expect(result.stderr.hasPrefix("checklists: "), "checklists \(arguments): \(result)")
                #expect(result.stdout.isEmpty, "checklists \(arguments): \(result)")
            }

            let after = await session.run(["pending", "--json"])
            #expect(after.status == 0)
            #expect(after.stdout == before.stdout)
            #expect(try await session.delivered().isEmpty)
            let changes = session.daemonEvents().filter {
                $0.hasPrefix("remindd: scheduled") || $0.hasPrefix("remindd: cancelled")
            }
            #expect(changes.count == 1, "\(changes)")
        }
    }
}
