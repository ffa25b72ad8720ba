import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

extension FaultTests {
    /// Running out of room the other way: a file size limit (`ulimit -f`),
    /// under which the kernel refuses to grow a file and, by default, kills the process.
    @Suite("Storage faults: file size limit")
    struct FileSizeLimitTests {
        /// remindd started under a file size limit smaller than SQLite's shared-memory file
        /// (32 KB) cannot set its database up for writing: it is not killed, opens the
        /// database read-only, fires what it holds, once each, and refuses Add with one line
        /// (exit 1). The two are due 25 and 28 s ahead, so that a restart slowed by a busy
        /// machine still sees them on time, as two popups rather than one late summary.
        @Test func reminddUnderAFileSizeLimitStillFires() async throws {
            try await TestSession.with { session in
                try await session.startNotificationServer()
                for (title, delay, id) in [("Limited", "25s", "limit-1"), ("Limited later", "28s", "limit-2")] {
                    let notify = await session.run(["notify", "--title", title, "--in", delay, "--id", id])
                    try #require(notify.status == 0, "\(notify)")
                }
                try await session.killDaemon(signal: SIGTERM)
                // Its own log file, small and new, stays under the limit.
                let log = session.files.path("limited-remindd.log")
                try session.launch(
                    "remindd", executable: "/bin/sh",
                    arguments: ["-c", "ulimit -f 24 && exec \"$0\" --verbose", session.executables.remindd.path],
                    standardError: log)
                let started = await session.waitUntil { ChildProcess.read(log).contains("status started") }
                try #require(started, "\(ChildProcess.read(log))")

                #expect(
                    ChildProcess.read(log).contains("cannot be written, the disk is full"), "\(ChildProcess.read(log))")
                let add = await session.run(["notify", "--title", "Refused", "--in", "1h", "--id", "limit-3"])
                #expect(add.status == 1, "\(add)")
                #expect(add.errorLines.count == 1, "\(add)")
                let calls = try await session.waitForNotifyCalls(2, timeout: .seconds(60))
                #expect(calls.map(\.summary) == ["Limited", "Limited later"], "\(ChildProcess.read(log))")
                try await session.pause(.seconds(3))
                #expect(try session.notifyCalls().count == 2, "\(ChildProcess.read(log))")
                #expect(try await session.daemonPID() != nil, "\(ChildProcess.read(log))")
            }
        }
    }
}
