import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The soak's steps and what they recorded (see `FaultTests.SoakTests`).
struct SoakRun {
    /// The iterations asked for in `SOAK_ITERATIONS`, if any.
    static let iterations = ProcessInfo.processInfo.environment["SOAK_ITERATIONS"].flatMap { Int($0) }
    /// The session everything runs in.
    let session: TestSession
    /// The soak's own connection to the session's bus.
    let bus: BusConnection
    /// The counts so far.
    var tally = SoakTally()
    /// The calls made to remindd.
    private var requests = SoakRequests()
    /// How each remindd ended.
    private var deaths: [SoakDoubles.Death] = []
    /// The checklist edits made with the command line.
    private var edits = EditLedger()
    /// How long an edit and a sync take, in microseconds: measured at the start, then
    /// by each that finishes, and a tenth longer after each kill (a sync takes longer as
    /// the checklist grows; were every one killed, none would show it).
    private var editRuntime = 0
    private var syncRuntime = 0

    /// Creates the run.
    init(session: TestSession, bus: BusConnection) {
        self.session = session
        self.bus = bus
    }

    /// Measures how long a `checklists` edit and a sync take here, so that the kills land
    /// all over their runs.
    mutating func measureApp() async throws {
        let editStart = ContinuousClock.now
        let edit = await session.run(["new-list", "Timing"])
        try #require(edit.status == 0, "\(edit)")
        editRuntime = Self.microseconds(ContinuousClock.now - editStart)
        let syncStart = ContinuousClock.now
        try await session.sync()
        syncRuntime = Self.microseconds(ContinuousClock.now - syncStart)
    }

    /// One remindd: started with a fail point at a random step and passage in half of the
    /// iterations, called at random until it dies (by its fail point, or SIGKILLed by the
    /// soak after 0 to 0.3 s, 0.7 s with a fail point); then its database is read.
    mutating func reminddIteration() async throws {
        let step = Bool.random() ? FaultStep.allCases.randomElement() : nil
        let settings = step.map { ["REMINDD_TEST_FAIL_AT": "\($0.rawValue):\(Int.random(in: 1...2))"] } ?? [:]
        let daemon = try ChildProcess.launch(
            "remindd", executable: session.executables.remindd.path, arguments: [],
            environment: session.environment(settings), standardOutput: session.files.path("remindd.out"),
            standardError: session.files.daemonLog)
        let bus = bus
        let started = await Poll.until(timeout: .seconds(30), interval: .milliseconds(5)) {
            !daemon.isRunning || bus.owner(of: "org.checklists.Remindd") != nil
        }
        if !started { tally.failures.append("remindd did not take its name within 30 s") }
        let stop = StopFlag()
        let caller = Task.detached { [requests] in
            var requests = requests
            while !stop.isRaised {
                requests.callAtRandom(on: bus)
                try? await Task.sleep(for: .milliseconds(Int.random(in: 30...120)))
            }
            return requests
        }
        let moment = Duration.milliseconds(Int.random(in: 0...(step == nil ? 300 : 700)))
        await Poll.until(timeout: moment, interval: .milliseconds(5)) { !daemon.isRunning }
        if daemon.isRunning {
            daemon.send(SIGKILL)
            tally.randomKills += 1
        } else if daemon.exitStatus == SIGKILL, let step {
            tally.failPointKills[step.rawValue, default: 0] += 1
        } else {
            tally.failures.append("remindd ended by itself: \(daemon.exitStatus.map(String.init) ?? "?")")
        }
        let status = await daemon.waitForExit(timeout: .seconds(30))
        if status == nil { tally.failures.append("remindd outlived SIGKILL") }
        await Poll.until(timeout: .seconds(10), interval: .milliseconds(5)) {
            bus.owner(of: "org.checklists.Remindd") == nil
        }
        let end = Date().timeIntervalSince1970
        stop.raise()
        requests = await caller.value
        // A remindd killed while it made the file may have left it without tables.
        let tables = try DatabaseInspection.texts(
            session.reminddDatabase, "SELECT name FROM sqlite_master WHERE name = 'delivered'")
        let unposted =
            tables.isEmpty
            ? []
            : try DatabaseInspection.texts(session.reminddDatabase, "SELECT request FROM delivered WHERE posted = 0")
        deaths.append(SoakDoubles.Death(end: end, unposted: Set(unposted.flatMap(SoakRequests.titles(in:)))))
    }

    /// One `checklists` edit (a new list, an add, an edit or a check, in turn), SIGKILLed
    /// at a random moment of its run or acknowledged when it finished first.
    mutating func appEdit(round: Int) async throws {
        let command = edits.nextCommand(round: round)
        let output = session.files.path("app-edit.out")
        try? FileManager.default.removeItem(atPath: output)
        let process = try ChildProcess.launch(
            "checklists", executable: session.executables.checklists.path, arguments: command,
            environment: session.environment(), standardOutput: output, standardError: output)
        let (status, runtime) = await kill(process, within: editRuntime)
        editRuntime = status == SIGKILL ? editRuntime * 11 / 10 : runtime
        if status == SIGKILL {
            tally.appEditKills += 1
        } else if status == 0 {
            edits.acknowledge(command, output: process.standardOutput())
        } else {
            tally.failures.append("\(command): \(status.map(String.init) ?? "hung") \(process.standardOutput())")
        }
    }

    /// One `checklists sync` with Radicale, SIGKILLed at a random moment of its run.
    mutating func appSync() async throws {
        let output = session.files.path("app-sync.out")
        try? FileManager.default.removeItem(atPath: output)
        let process = try ChildProcess.launch(
            "checklists", executable: session.executables.checklists.path, arguments: ["sync"],
            environment: session.environment(session.syncSettings), standardOutput: output, standardError: output)
        let (status, runtime) = await kill(process, within: syncRuntime)
        syncRuntime = status == SIGKILL ? syncRuntime * 11 / 10 : runtime
        if status == SIGKILL {
            tally.appSyncKills += 1
        } else if status != 0 {
            tally.failures.append("sync: \(status.map(String.init) ?? "hung") \(process.standardOutput())")
        }
    }

    /// Checks both databases.
    mutating func checkIntegrity(after iteration: Int) {
        for path in [session.reminddDatabase, session.checklistsDatabase] {
            let check = DatabaseInspection.integrity(path)
            if check != "ok" { tally.corrupt.append("\(path) after iteration \(iteration): \(check)") }
        }
    }

    /// The end: a remindd left running until every request has fired, a sync to its end;
    /// then the popups and the checklists are compared with what was acknowledged.
    mutating func finish() async throws {
        let daemon = try ChildProcess.launch(
            "remindd", executable: session.executables.remindd.path, arguments: [],
            environment: session.environment(), standardOutput: session.files.path("remindd.out"),
            standardError: session.files.daemonLog)
        session.adopt(daemon)
        let bus = bus
        let app = SoakRequests.app
        let drained = await Poll.until(timeout: .seconds(120), interval: .milliseconds(200)) {
            let pending = try? bus.call(
                "org.checklists.Remindd", "/org/checklists/Remindd", "org.checklists.Remindd1", "GetPending",
                arguments: "('\(app)',)")
            return pending.map { !$0.contains("identifier") } ?? false
        }
        if !drained { tally.failures.append("requests still pending after 2 minutes") }
        try await session.pause(.seconds(2))
        await daemon.stop()
        deaths.append(SoakDoubles.Death(end: Date().timeIntervalSince1970, unposted: []))
        checkIntegrity(after: tally.iterations)

        let sync = await session.runSyncing(["sync"])
        if sync.status != 0 { tally.failures.append("the last sync failed: \(sync)") }
        tally.lost += edits.missing(items: try await session.items(), lists: try await session.listNames())
            .map { "\($0) (an acknowledged edit)" }

        var copies: [String: [TimeInterval]] = [:]
        let calls = try session.notifyCalls()
        for call in calls {
            for title in SoakRequests.titles(in: call.summary + "\n" + call.body) {
                copies[title, default: []].append(call.timestamp)
            }
        }
        tally.popups = calls.count
        tally.calls = requests.calls.count
        tally.acknowledged = requests.calls.filter(\.acknowledged).count
        tally.lost += requests.lost(shown: Set(copies.keys))
        let doubles = SoakDoubles(copies: copies, deaths: deaths)
        tally.allowedDoubles = doubles.allowed
        tally.forbiddenDoubles = doubles.forbidden
    }

    /// Waits a random part (0 to 1.5 times) of `runtime` microseconds, SIGKILLs `process`
    /// when it still runs, and returns how it ended and how long it ran (microseconds).
    private func kill(_ process: ChildProcess, within runtime: Int) async -> (Int32?, Int) {
        let start = ContinuousClock.now
        let moment = Duration.microseconds(Int.random(in: 0...(runtime * 3 / 2)))
        await Poll.until(timeout: moment, interval: .milliseconds(5)) { !process.isRunning }
        process.send(SIGKILL)
        let status = await process.waitForExit(timeout: .seconds(60))
        return (status, Self.microseconds(ContinuousClock.now - start))
    }

    private static func microseconds(_ duration: Duration) -> Int {
        Int(duration.components.seconds) * 1_000_000 + Int(duration.components.attoseconds / 1_000_000_000_000)
    }
}
