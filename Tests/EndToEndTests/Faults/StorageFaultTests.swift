import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

extension FaultTests {
    /// Storage faults of remindd's database: a file that is not a database is moved aside and
    /// kept; a read-only one and a full disk cost no reminder, deliver none twice, and make
    /// each write fail with one clear line.
    @Suite("Storage faults: remindd")
    struct StorageFaultTests {
        /// Garbage in remindd.sqlite3: remindd says so in one line, keeps the file under a
        /// name with a timestamp, starts a new database and delivers.
        @Test func notADatabaseIsMovedAsideAndKept() async throws {
            try await TestSession.with { session in
                let folder = session.files.dataHome + "/checklists"
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                let garbage = Data(repeating: 0x5A, count: 8192)
                try garbage.write(to: URL(fileURLWithPath: folder + "/remindd.sqlite3"))
                try await session.startNotificationServer()

                let notify = await session.run(["notify", "--title", "Fresh start", "--in", "1s", "--id", "fresh"])
                try #require(notify.status == 0, "\(notify)\n\(session.diagnostics)")
                let calls = try await session.waitForNotifyCalls(1)
                #expect(calls.map(\.summary) == ["Fresh start"], "\(session.diagnostics)")

                let line = session.daemonEvents().first { $0.contains("was not a valid database") }
                #expect(line?.contains("moved to \(folder)/remindd.sqlite3.invalid-") == true, "\(session.diagnostics)")
                let kept = try FileManager.default.contentsOfDirectory(atPath: folder).filter {
                    $0.contains(".invalid-")
                }
                try #require(kept.count == 1, "\(kept)")
                #expect(
                    kept[0].range(of: #"^remindd\.sqlite3\.invalid-\d{8}T\d{6}Z$"#, options: .regularExpression) != nil)
                #expect(FileManager.default.contents(atPath: folder + "/" + kept[0]) == garbage)
                #expect(try await session.delivered().map(\.id) == ["fresh"])
            }
        }

        /// The data folder is read-only when remindd starts: it says so in one line, fires
        /// what the file holds, once, refuses Add and Cancel with one line each (exit 1), and
        /// neither moves the file aside nor changes it. Stopped cleanly before, remindd left
        /// no `-wal` file (SQLite opens the file as immutable); killed, it left one with the
        /// latest writes (SQLite reads it, read-only).
        @Test(arguments: [SIGTERM, SIGKILL])
        func readOnlyDatabaseStillFires(stoppedWith signal: Int32) async throws {
            try await TestSession.with { session in
                try await session.withScratchMount(size: "4m") { mount in
                    try await session.startNotificationServer()
                    let notify = await session.run(["notify", "--title", "Read-only", "--in", "15s", "--id", "ro-1"])
                    try #require(notify.status == 0, "\(notify)")
                    let second = await session.run([
                        "notify", "--title", "Read-only later", "--in", "18s", "--id", "ro-3",
                    ])
                    try #require(second.status == 0, "\(second)")
                    try await session.killDaemon(signal: signal)
                    let before = try mount.contents()
                    #expect(before.contains("remindd.sqlite3-wal") == (signal == SIGKILL), "\(before)")
                    let stored = FileManager.default.contents(atPath: mount.path + "/remindd.sqlite3")
                    try await mount.remountReadOnly(session)

                    let pending = try await session.pending()
                    #expect(pending.map(\.id) == ["ro-1", "ro-3"])
                    let line =
                        "remindd: failed \(mount.path)/remindd.sqlite3 is read-only: "
                        + "reminders are fired but changes cannot be saved"
                    #expect(session.daemonEvents().contains(line), "\(session.diagnostics)")

                    let add = await session.run(["notify", "--title", "Refused", "--in", "1h", "--id", "ro-2"])
                    #expect(add.status == 1, "\(add)")
                    #expect(add.errorLines.count == 1 && add.stderr.contains("read-only"), "\(add)")
                    let cancel = await session.run(["cancel", "ro-1"])
                    #expect(cancel.status == 1, "\(cancel)")
                    #expect(cancel.errorLines.count == 1 && cancel.stderr.contains("read-only"), "\(cancel)")

                    // The claims cannot be saved: the second fire's scan must not fire the first
                    // again, and the timer must not spin on the first's stored due time.
                    let calls = try await session.waitForNotifyCalls(2, timeout: .seconds(40))
                    #expect(calls.map(\.summary) == ["Read-only", "Read-only later"], "\(session.diagnostics)")
                    try await session.pause(.seconds(4))
                    #expect(try session.notifyCalls().count == 2, "\(session.diagnostics)")
                    let timerScans = session.daemonLog().components(separatedBy: "debug rescan: timer").count - 1
                    #expect(timerScans <= 4, "\(timerScans) timer rescans\n\(session.diagnostics)")

                    #expect(try mount.contents() == before)
                    #expect(FileManager.default.contents(atPath: mount.path + "/remindd.sqlite3") == stored)
                }
            }
        }

        /// The disk is full when remindd starts, so SQLite cannot set the file up for
        /// writing: remindd opens it read-only, says so in one line, fires what it holds,
        /// once, and refuses Add with one line naming the full disk.
        @Test func fullDiskAtStartStillFires() async throws {
            try await TestSession.with { session in
                try await session.withScratchMount(size: "2m") { mount in
                    try await session.startNotificationServer()
                    let notify = await session.run([
                        "notify", "--title", "Full at start", "--in", "12s", "--id", "start-1",
                    ])
                    try #require(notify.status == 0, "\(notify)")
                    let second = await session.run([
                        "notify", "--title", "Full at start later", "--in", "15s", "--id", "start-3",
                    ])
                    try #require(second.status == 0, "\(second)")
                    try await session.killDaemon(signal: SIGTERM)
                    try await mount.fill(session)

                    #expect(try await session.pending().map(\.id) == ["start-1", "start-3"])
                    let line =
                        "remindd: failed \(mount.path)/remindd.sqlite3 cannot be written, the disk is full: "
                        + "reminders are fired but changes cannot be saved until remindd restarts"
                    #expect(session.daemonEvents().contains(line), "\(session.diagnostics)")
                    let add = await session.run(["notify", "--title", "No room", "--in", "1h", "--id", "start-2"])
                    #expect(add.status == 1, "\(add)")
                    #expect(
                        add.errorLines.count == 1 && add.stderr.contains("the disk holding the database is full"),
                        "\(add)")

                    let calls = try await session.waitForNotifyCalls(2, timeout: .seconds(40))
                    #expect(calls.map(\.summary) == ["Full at start", "Full at start later"], "\(session.diagnostics)")
                    try await session.pause(.seconds(4))
                    #expect(try session.notifyCalls().count == 2, "\(session.diagnostics)")
                    #expect(try mount.contents().filter { $0.contains(".invalid-") }.isEmpty)
                }
            }
        }

        /// The disk fills up while remindd runs: Add fails with one line (exit 1) and stores
        /// nothing; a pending reminder still pops up on time, once, although its claim cannot
        /// be saved; once space is back the claim is saved, so a restart delivers nothing again.
        @Test func fullDiskKeepsFiringAndSavesLater() async throws {
            try await TestSession.with { session in
                try await session.withScratchMount(size: "2m") { mount in
                    try await session.startNotificationServer()
                    let notify = await session.run(["notify", "--title", "Full disk", "--in", "12s", "--id", "full-1"])
                    try #require(notify.status == 0, "\(notify)")
                    let second = await session.run([
                        "notify", "--title", "Full disk later", "--in", "15s", "--id", "full-4",
                    ])
                    try #require(second.status == 0, "\(second)")
                    try await mount.fill(session)

                    let add = await session.run([
                        "notify", "--title", "No room", "--body", String(repeating: "x", count: 5000),
                        "--in", "1h", "--id", "full-2",
                    ])
                    #expect(add.status == 1, "\(add)")
                    #expect(add.errorLines.count == 1 && add.stderr.contains("full"), "\(add)")

                    // The claims cannot be saved: the second fire's scan must not fire the first
                    // again, and the timer must not spin on the first's stored due time.
                    let calls = try await session.waitForNotifyCalls(2, timeout: .seconds(40))
                    #expect(calls.map(\.summary) == ["Full disk", "Full disk later"], "\(session.diagnostics)")
                    try await session.pause(.seconds(4))
                    #expect(try session.notifyCalls().count == 2, "\(session.diagnostics)")
                    #expect(
                        session.daemonEvents().contains { $0.contains("could not be saved") }, "\(session.diagnostics)")
                    // The listings show the unsaved claims as saved ones would look.
                    #expect(try await session.pending().isEmpty)
                    #expect(try await session.delivered().map(\.id).sorted() == ["full-1", "full-4"])
                    let timerScans = session.daemonLog().components(separatedBy: "debug rescan: timer").count - 1
                    #expect(timerScans <= 4, "\(timerScans) timer rescans\n\(session.diagnostics)")

                    try mount.unfill()
                    let later = await session.run(["notify", "--title", "Room again", "--in", "1h", "--id", "full-3"])
                    #expect(later.status == 0, "\(later)")
                    let saved = await session.waitUntil {
                        session.daemonEvents().contains { $0.contains("kept in memory were saved") }
                    }
                    #expect(saved, "\(session.diagnostics)")

                    try await session.killDaemon(signal: SIGKILL)
                    let delivered = try await session.delivered()
                    #expect(delivered.map(\.id).sorted() == ["full-1", "full-4"])
                    #expect(try await session.pending().map(\.id) == ["full-3"])
                    try await session.pause(.seconds(3))
                    #expect(try session.notifyCalls().count == 2, "\(session.diagnostics)")
                }
            }
        }
    }
}
