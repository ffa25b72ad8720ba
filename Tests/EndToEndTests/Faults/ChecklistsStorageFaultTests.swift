import Foundation
import Testing

extension FaultTests {
    /// Storage faults of the checklists database, which the command line and the window write:
    /// a file that is not a database is moved aside and kept; a full disk and a read-only
    /// file make a write fail with one clear line and change nothing stored.
    @Suite("Storage faults: checklists")
    struct ChecklistsStorageFaultTests {
        /// Garbage in checklists.sqlite3: the command says so in one line, keeps the file
        /// under a name with a timestamp, and works on a new database.
        @Test func notADatabaseIsMovedAsideAndKept() async throws {
            try await TestSession.with { session in
                let folder = session.files.dataHome + "/checklists"
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                let garbage =
                    Data("not a database, but a grocery list: milk, eggs\n".utf8) + Data(repeating: 7, count: 4096)
                try garbage.write(to: URL(fileURLWithPath: folder + "/checklists.sqlite3"))

                let lists = await session.run(["lists"])
                #expect(lists.status == 0, "\(lists)")
                try #require(lists.errorLines.count == 1, "\(lists)")
                #expect(
                    lists.errorLines[0].hasPrefix(
                        "checklists: \(folder)/checklists.sqlite3 was not a valid database; it was moved to "
                            + "\(folder)/checklists.sqlite3.invalid-"), "\(lists)")
                let kept = try FileManager.default.contentsOfDirectory(atPath: folder).filter {
                    $0.contains(".invalid-")
                }
                try #require(kept.count == 1, "\(kept)")
                #expect(
                    kept[0].range(of: #"^checklists\.sqlite3\.invalid-\d{8}T\d{6}Z$"#, options: .regularExpression)
                        != nil)
                #expect(FileManager.default.contents(atPath: folder + "/" + kept[0]) == garbage)

                let add = await session.run(["add", "Milk"])
                #expect(add.status == 0 && add.stderr.isEmpty, "\(add)")
                let items = await session.run(["items", "--json"])
                #expect(items.status == 0 && items.stdout.contains("\"Milk\""), "\(items)")
            }
        }

        /// The disk is full: the checklists can still be listed, `add` fails with one line
        /// naming the full disk (exit 1), and what was stored is unchanged once space is back.
        @Test func fullDiskRefusesAddAndKeepsWhatWasStored() async throws {
            try await TestSession.with { session in
                try await session.withScratchMount(size: "2m") { mount in
                    let first = await session.run(["add", "Milk"])
                    try #require(first.status == 0, "\(first)")
                    let before = await session.run(["items", "--json"])
                    try await mount.fill(session)

                    let add = await session.run(["add", "Eggs"])
                    #expect(add.status == 1, "\(add)")
                    #expect(add.errorLines.count == 1 && add.stderr.contains("full"), "\(add)")
                    #expect(add.stdout.isEmpty, "\(add)")
                    let lists = await session.run(["lists"])
                    #expect(lists.status == 0 && lists.stdout.contains("Checklist") && lists.stderr.isEmpty, "\(lists)")

                    try mount.unfill()
                    let after = await session.run(["items", "--json"])
                    #expect(after.status == 0, "\(after)")
                    #expect(after.stdout == before.stdout)
                    let check = await session.runTool(
                        "sqlite3", [mount.path + "/checklists.sqlite3", "PRAGMA integrity_check"])
                    #expect(check.stdout == "ok\n", "\(check)")
                }
            }
        }

        /// The data folder is read-only: the checklists can be listed, and `add` fails with
        /// one line naming the read-only database (exit 1); the file is not moved aside.
        @Test func readOnlyDatabaseIsReadButNotWritten() async throws {
            try await TestSession.with { session in
                try await session.withScratchMount(size: "2m") { mount in
                    let first = await session.run(["add", "Milk", "--list", "Groceries"])
                    try #require(first.status == 0, "\(first)")
                    // `add` may have started remindd (its database is in the folder too).
                    if try await session.daemonPID() != nil { try await session.killDaemon() }
                    let before = try mount.contents()
                    try await mount.remountReadOnly(session)

                    let lists = await session.run(["lists"])
                    #expect(lists.status == 0 && lists.stdout.contains("Groceries"), "\(lists)")
                    let add = await session.run(["add", "Eggs", "--list", "Groceries"])
                    #expect(add.status == 1, "\(add)")
                    #expect(add.errorLines.count == 1 && add.stderr.contains("read-only"), "\(add)")
                    #expect(try mount.contents() == before)
                }
            }
        }
    }
}
