import Foundation
import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

extension TestSession {
    /// remindd's database file in the session's data folder.
    var reminddDatabase: String { files.path("data/checklists/remindd.sqlite3") }
    /// The Checklists app's database file in the session's data folder.
    var checklistsDatabase: String { files.path("data/checklists/checklists.sqlite3") }

    /// What `sqlite3 path 'PRAGMA integrity_check'` prints, trimmed ("ok" for a sound file).
    func integrityCheck(_ path: String) async -> String {
        let result = await runTool("sqlite3", [path, "PRAGMA integrity_check"], timeout: .seconds(30))
        let output = (result.stdout + result.stderr).trimmingCharacters(in: .whitespacesAndNewlines)
        return result.status == 0 ? output : "sqlite3 failed: \(result)"
    }

    /// How many Notify calls so far showed the reminder titled `title`: as the summary of
    /// its own popup or as a line ("title (due ...)") of a summary of missed reminders.
    func notifyCount(title: String) throws -> Int {
        try notifyCalls().filter { call in
            call.summary == title || call.body.split(separator: "\n").contains { $0.hasPrefix("\(title) (due ") }
        }.count
    }

    /// Waits until `process`, a remindd the test started, owns remindd's name on the bus;
    /// false when it exited or another process owns the name after `timeout`.
    func waitUntilOwner(_ process: ChildProcess, timeout: Duration = .seconds(15)) async throws -> Bool {
        try await waitUntil(timeout: timeout, interval: .milliseconds(50)) {
            guard process.isRunning else { return false }
            return try await daemonPID() == process.pid
        }
    }

    /// SIGKILLs the remindd that owns its name on the bus and waits until that process is
    /// gone (another remindd may own the name by then, started by the bus); returns its pid.
    @discardableResult
    func killDaemonProcess(timeout: Duration = .seconds(15)) async throws -> pid_t {
        guard let pid = try await daemonPID() else {
            throw BusQueryFailed(description: "no remindd on the bus to kill")
        }
        kill(pid, SIGKILL)
        let gone = await waitUntil(timeout: timeout, interval: .milliseconds(20)) {
            !ProcessTable.isRunning(pid, named: "remindd")
        }
        guard gone else { throw BusQueryFailed(description: "remindd (pid \(pid)) still runs after SIGKILL") }
        return pid
    }

    /// The first whole second at least `seconds` from now, to give several reminders one
    /// due time with `notify --at`.
    static func wholeSecond(atLeast seconds: TimeInterval) -> Date {
        Date(timeIntervalSince1970: (Date().timeIntervalSince1970 + seconds).rounded(.up))
    }
}
