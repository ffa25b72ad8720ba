import Foundation
import LocalNotifications
import NotificationStore
import TestSupport
import Testing

/// The store keeps every acknowledged write when its process is killed at a random moment,
/// and the file stays sound.
@Suite struct CrashTests {
    /// How many times the writer is started and killed.
    static let runs = 30
    /// The app the writer schedules for.
    static let app = "crash.test"

    /// Runs `StoreCrashWriter` against one file 30 times, each killed with SIGKILL after 5 to
    /// 150 ms; after each kill the file passes the integrity check, every "added X" seen so
    /// far is pending and every "fired X" seen so far is delivered.
    @Test(.timeLimit(.minutes(1)))
    func killedWriterLosesNoAcknowledgedWrite() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let executable = try CrashWriterProcess.executable()
        var added: Set<String> = []
        var fired: Set<String> = []
        var runsWithAcknowledgements = 0

        for run in 0..<Self.runs {
            let writer = try CrashWriterProcess(
                executable: executable, databasePath: directory.databasePath, prefix: "run\(run)")
            usleep(UInt32.random(in: 5_000...150_000))
            let outcome = writer.kill()
            #expect(outcome.killedBySignal, "run \(run) ended by itself (\(outcome.status)): \(outcome.errorOutput)")

            for line in outcome.lines {
                let words = line.split(separator: " ", maxSplits: 1).map(String.init)
                switch words.first {
                case "added" where words.count == 2: added.insert(words[1])
                case "fired" where words.count == 2: fired.insert(words[1])
                default: Issue.record("run \(run) printed an unexpected line: \(line)")
                }
            }
            if !outcome.lines.isEmpty { runsWithAcknowledgements += 1 }

            let repository = try StoreFixtures.repository(at: directory.databasePath)
            #expect(try repository.database.integrityCheck() == "ok", "after run \(run)")
            let pending = Set(try repository.pending(appIdentifier: Self.app).map(\.identifier))
            let delivered = Set(try repository.delivered(appIdentifier: Self.app).map(\.identifier))
            #expect(added.subtracting(pending).isEmpty, "after run \(run), acknowledged adds are missing")
            #expect(fired.subtracting(delivered).isEmpty, "after run \(run), acknowledged deliveries are missing")
            #expect(fired.isDisjoint(with: pending), "after run \(run), delivered one-shots are still pending")
        }

        // Not vacuous: the writer got far enough, often enough, to acknowledge both kinds.
        #expect(runsWithAcknowledgements >= 3)
        #expect(!added.isEmpty)
        #expect(!fired.isEmpty)
        print(
            "CrashTests: \(runsWithAcknowledgements) of \(Self.runs) runs acknowledged writes; \(added.count) adds, \(fired.count) deliveries"
        )
    }
}
