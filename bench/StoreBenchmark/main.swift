// Measures the SQLite store on a scratch file: adding 100 000 requests in one batch,
// finding the next wake-up among them, listing one app's pending requests, the file size;
// then, on a second file, adding them as remindd's AddMany does, through staged saves of
// 1 000 committed one after the other.
// Usage: StoreBenchmark [COUNT] [--json]
// With --json it prints one JSON object (seconds and bytes) for bench/bench.py.
import Foundation
import LocalNotifications
import NotificationStore
import SQLiteSupport
import Synchronization

/// Seconds taken to add `requests` to a new store at `path` in staged saves of 1 000, each
/// committed (and waited for) before the next starts, as consecutive `AddMany` calls do.
func measureStagedSaves(of requests: [NotificationRequest], at path: String) throws -> Double {
    let repository = SQLiteNotificationRepository(database: try NotificationDatabase.open(path: path))
    let scheduler = NotificationScheduler(
        repository: repository, clock: ManualWallClock(now: Date(), timeZone: TimeZone.current))
    let scheduled = try requests.map { try scheduler.schedule($0, appIdentifier: "bench.app") }
    return try measure {
        for first in stride(from: 0, to: scheduled.count, by: 1_000) {
            let stage = try repository.stagedSave()
            for part in stride(from: first, to: min(first + 1_000, scheduled.count), by: 250) {
                stage.add(Array(scheduled[part..<min(part + 250, scheduled.count)]))
            }
            let outcome = Mutex<Result<Void, any Error>?>(nil)
            let done = DispatchSemaphore(value: 0)
            stage.commit { result in
                outcome.withLock { $0 = result }
                done.signal()
            }
            done.wait()
            try outcome.withLock { $0 }?.get()
        }
    }
}

/// Seconds taken by `body`, measured on the monotonic clock.
func measure(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

let arguments = CommandLine.arguments.dropFirst()
let json = arguments.contains("--json")
let count = arguments.first { $0 != "--json" }.flatMap { Int($0) } ?? 100_000
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("store-bench-\(getpid())")
defer { try? FileManager.default.removeItem(at: folder) }
let path = folder.appendingPathComponent("remindd.sqlite3").path

do {
    let repository = SQLiteNotificationRepository(database: try NotificationDatabase.open(path: path))
    let clock = ManualWallClock(now: Date(), timeZone: TimeZone.current)
    let scheduler = NotificationScheduler(repository: repository, clock: clock)
    let requests = (0..<count).map { index in
        NotificationRequest(
            identifier: "request-\(index)",
            content: NotificationContent(title: "Reminder \(index)", body: "Body of reminder \(index)"),
            trigger: .timeInterval(TimeIntervalTrigger(interval: Double(60 + (index * 7919) % 86_400), repeats: false)))
    }
    let addSeconds = try measure { _ = try scheduler.add(requests, appIdentifier: "bench.app") }
    var wakeUp: Date?
    let wakeSeconds = try measure { wakeUp = try scheduler.nextWakeUp() }
    var listed = 0
    let listSeconds = try measure { listed = try scheduler.center(for: "bench.app").pendingRequests().count }
    try repository.database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
    let stagedSeconds = try measureStagedSaves(
        of: requests, at: folder.appendingPathComponent("staged.sqlite3").path)
    if json {
        print(
            "{\"requests\": \(count), \"add_seconds\": \(addSeconds), \"next_wake_up_seconds\": \(wakeSeconds),"
                + " \"list_seconds\": \(listSeconds), \"listed\": \(listed), \"file_bytes\": \(size),"
                + " \"staged_add_seconds\": \(stagedSeconds)}")
    } else {
        print("requests                      \(count)")
        print(String(format: "add in one batch              %.3f s", addSeconds))
        print(
            String(
                format: "next wake-up                  %.3f ms (%@)", wakeSeconds * 1000,
                "\(wakeUp.map { "\($0)" } ?? "none")"))
        print(String(format: "list pending of one app       %.3f s (%d rows)", listSeconds, listed))
        print(String(format: "file size                     %.1f MB", Double(size) / 1_000_000))
        print(String(format: "add in staged saves of 1 000  %.3f s", stagedSeconds))
    }
} catch {
    FileHandle.standardError.write(Data("StoreBenchmark: \(error)\n".utf8))
    exit(1)
}
