import Foundation
import Testing

/// remindd is started by the bus when an app first needs it, and only one runs per session.
@Suite("D-Bus activation")
struct ActivationTests {
    /// The first `checklists` call works with no remindd started by the test: the bus
    /// starts it, and its log says so.
    @Test func firstCommandActivatesTheDaemon() async throws {
        try await TestSession.with { session in
            let pidBefore = try await session.daemonPID()
            #expect(pidBefore == nil)
            let pending = await session.run(["pending", "--json"])
            #expect(pending.status == 0, "\(pending)")
            #expect(pending.stdout == "[]\n")
            #expect(session.daemonLog().contains("Activating service name='org.checklists.Remindd'"))
            #expect(
                session.daemonEvents().contains { $0.hasPrefix("remindd: status started") }, "\(session.diagnostics)")
            let pidAfter = try await session.daemonPID()
            #expect(pidAfter != nil)
        }
    }

    /// A second remindd on the same bus says one runs already and exits 0, leaving the
    /// first one in place.
    @Test func secondDaemonExitsQuietly() async throws {
        try await TestSession.with { session in
            let first = await session.run(["pending", "--json"])
            try #require(first.status == 0, "\(first)")
            let firstPID = try await session.daemonPID()
            let second = try session.startDaemon()
            let status = await second.waitForExit(timeout: .seconds(30))
            #expect(status == 0)
            #expect(second.standardOutput().contains("already running"), "\(second.standardOutput())")
            let pidAfter = try await session.daemonPID()
            #expect(pidAfter == firstPID)
            let again = await session.run(["pending", "--json"])
            #expect(again.status == 0, "\(again)")
        }
    }
}
