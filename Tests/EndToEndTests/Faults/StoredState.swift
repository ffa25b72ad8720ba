import Foundation
import Testing

/// What a user has stored in a test session, as the command line lists it, to show that bad
/// input changed none of it.
struct StoredState {
    /// The session the data is stored in.
    let session: TestSession

    /// Stores one of each kind: a pending notification "keep", a checklist "Home" with one
    /// item (ID 1, due in a year, Remind Me on) and the daily reminder at 20:30.
    static func seed(in session: TestSession) async throws -> StoredState {
        for arguments in [
            ["notify", "--id", "keep", "--title", "Keep", "--body", "Stored before", "--in", "300d"],
            ["add", "Keep item", "--list", "Home", "--due", "2099-06-01 09:30", "--remind"],
            ["daily-reminder", "on", "20:30"],
        ] {
            let result = await session.run(arguments)
            try #require(result.status == 0, "checklists \(arguments): \(result)")
        }
        return StoredState(session: session)
    }

    /// The listings: pending and delivered notifications, items, lists and the daily
    /// reminder, each as `checklists` prints it (status and output).
    func snapshot() async -> [String] {
        var listings: [String] = []
        for arguments in [
            ["pending", "--json"], ["delivered", "--json"], ["items", "--json"], ["lists", "--json"],
            ["daily-reminder"],
        ] {
            let result = await session.run(arguments)
            listings.append("\(arguments): \(result.status) \(result.stdout)")
        }
        return listings
    }

    /// Expects remindd to be still the process `pid` and to answer GetStatus.
    func expectDaemonAlive(pid: pid_t?, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        #expect(pid != nil, sourceLocation: sourceLocation)
        #expect(try await session.daemonPID() == pid, "\(session.diagnostics)", sourceLocation: sourceLocation)
        let status = await session.callRemindd("GetStatus", [])
        #expect(status.status == 0, "GetStatus: \(status)", sourceLocation: sourceLocation)
    }
}
