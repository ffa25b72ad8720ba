import Foundation
import Synchronization
import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// One test's private desktop session, made of real processes: a session bus of its own
/// (remindd activatable on it, no notification server unless the test starts dunst), a
/// dbus-monitor recording every Notify and CloseNotification call, and a fresh data folder.
///
/// Use one per test, through `TestSession.with { session in ... }`, which tears it down
/// (kills what it started, remindd included, and removes its folder) however the test ends.
final class TestSession: Sendable {
    /// Why a session could not start.
    struct StartFailure: Error, CustomStringConvertible {
        /// What went wrong, with the logs that say why.
        var description: String
    }

    /// The session's files and folder.
    let files: SessionFiles
    /// The built executables under test.
    let executables: BuiltExecutables
    /// The private bus's address, for `DBUS_SESSION_BUS_ADDRESS`.
    let busAddress: String
    /// The processes started so far, in order; torn down in reverse.
    let processes = Mutex<[ChildProcess]>([])
    /// The running notification server, if any.
    let notificationServer = Mutex<ChildProcess?>(nil)
    /// The unique bus names that hand Notify calls on to the server behind them, whose
    /// copies are not calls of their own (see `NotifyCallLog`).
    let notifyRelays = Mutex<Set<String>>([])
    /// Variables every process of the session gets, the bus included (and so a remindd it
    /// activates), such as `TZ`.
    let sessionSettings: [String: String]

    private init(
        files: SessionFiles, executables: BuiltExecutables, busAddress: String, bus: ChildProcess,
        sessionSettings: [String: String]
    ) {
        self.files = files
        self.executables = executables
        self.busAddress = busAddress
        self.sessionSettings = sessionSettings
        processes.withLock { $0.append(bus) }
    }

    /// Runs `body` in a fresh session and tears the session down afterwards; every process
    /// of the session, the bus and remindd included, gets `environment` too.
    static func with(environment: [String: String] = [:], _ body: (TestSession) async throws -> Void) async throws {
        let session = try await start(environment: environment)
        do {
            try await body(session)
        } catch {
            await session.tearDown()
            throw error
        }
        await session.tearDown()
    }

    /// Starts a session: folder, bus, watchdog, dbus-monitor; `environment` goes to every process.
    static func start(environment settings: [String: String] = [:]) async throws -> TestSession {
        let executables = try BuiltExecutables.locate()
        // Short: the bus's socket goes in it, and socket paths are limited to 107 bytes.
        let folder = URL(fileURLWithPath: "/tmp").appendingPathComponent("e2e-\(UUID().uuidString.prefix(13))")
        let files = SessionFiles(folder: folder)
        try files.write(remindd: executables.remindd)
        let bus: ChildProcess
        do {
            bus = try ChildProcess.launch(
                "dbus-daemon", executable: "dbus-daemon",
                arguments: ["--config-file=\(files.busConfiguration)", "--nofork", "--print-address=1"],
                environment: ProcessEnvironment.make(
                    ["XDG_DATA_HOME": files.dataHome, "XDG_CONFIG_HOME": files.configHome].merging(settings) { $1 }),
                standardOutput: files.busAddressFile, standardError: files.daemonLog)
        } catch {
            try? FileManager.default.removeItem(at: folder)
            throw error
        }
        guard let address = await bus.firstLine(in: files.busAddressFile, timeout: .seconds(20)) else {
            let log = ChildProcess.read(files.daemonLog)
            await bus.stop()
            try? FileManager.default.removeItem(at: folder)
            throw StartFailure(description: "dbus-daemon printed no address; its log: \(log)")
        }
        let session = TestSession(
            files: files, executables: executables, busAddress: address, bus: bus, sessionSettings: settings)
        do {
            try session.startWatchdog(busPID: bus.pid)
            try await session.startMonitor()
        } catch {
            await session.tearDown()
            throw error
        }
        return session
    }

    /// The environment of the session's processes: the private bus, the session's data
    /// folder, the session's own settings, then `settings`.
    func environment(_ settings: [String: String] = [:]) -> [String: String] {
        ProcessEnvironment.make(
            [
                "DBUS_SESSION_BUS_ADDRESS": busAddress, "XDG_DATA_HOME": files.dataHome,
                "XDG_CONFIG_HOME": files.configHome,
            ]
        ).merging(sessionSettings) { _, new in new }.merging(settings) { _, new in new }
    }

    /// Starts a process of the session, to be killed at teardown.
    @discardableResult
    func launch(
        _ name: String, executable: String, arguments: [String], settings: [String: String] = [:],
        standardOutput: String? = nil, standardError: String? = nil
    ) throws -> ChildProcess {
        let output = standardOutput ?? files.path("\(name)-\(UUID().uuidString.prefix(8)).out")
        let process = try ChildProcess.launch(
            name, executable: executable, arguments: arguments, environment: environment(settings),
            standardOutput: output, standardError: standardError ?? output)
        processes.withLock { $0.append(process) }
        return process
    }

    /// Makes a process started elsewhere one of the session's, to be killed at teardown.
    func adopt(_ process: ChildProcess) {
        processes.withLock { $0.append(process) }
    }

    /// remindd's log so far: the bus's standard error, where an activated remindd writes,
    /// and the standard error of any remindd the test started itself.
    func daemonLog() -> String {
        ChildProcess.read(files.daemonLog)
    }

    /// The log lines of remindd (those starting "remindd: "), without the detail lines.
    func daemonEvents() -> [String] {
        daemonLog().split(separator: "\n").map(String.init)
            .filter { $0.hasPrefix("remindd: ") && !$0.hasPrefix("remindd: debug ") }
    }

    /// Every Notify call the notification server received so far.
    func notifyCalls() throws -> [NotifyCall] {
        try NotifyCallLog.calls(in: ChildProcess.read(files.monitorOutput), relays: notifyRelays.withLock { $0 })
    }

    /// The logs, for the message of a failed expectation.
    var diagnostics: String {
        "remindd log:\n\(daemonLog())\nNotify calls:\n\(ChildProcess.read(files.monitorOutput))"
    }

    /// Kills everything the session started (remindd found through the bus first, as the
    /// bus may have started it) and removes the folder.
    func tearDown() async {
        if let pid = try? await daemonPID() { await stopDaemon(pid) }
        if let pid = try? await appPID() { kill(pid, SIGKILL) }
        for pid in loggedDaemonPIDs() where ProcessTable.isRunning(pid, named: "remindd") { kill(pid, SIGKILL) }
        let started = processes.withLock { $0 }
        for process in started.reversed() { await process.stop() }
        try? FileManager.default.removeItem(at: files.folder)
    }

    /// Ends remindd as a logout does, with SIGTERM, so that it stops cleanly: built with
    /// AddressSanitizer (`make test-sanitized`), it then checks for leaks as it exits. SIGKILL
    /// when it is still running after 5 s.
    private func stopDaemon(_ pid: pid_t) async {
        kill(pid, SIGTERM)
        let ended = await waitUntil(timeout: .seconds(5)) { !ProcessTable.isRunning(pid, named: "remindd") }
        if !ended { kill(pid, SIGKILL) }
    }

    /// Kills the bus, and so the session, within a second after the test process ends,
    /// should it end without tearing down.
    private func startWatchdog(busPID: pid_t) throws {
        let script = "while kill -0 \"$1\" 2>/dev/null; do sleep 1; done; kill -9 \"$2\" 2>/dev/null"
        try launch("watchdog", executable: "/bin/sh", arguments: ["-c", script, "sh", "\(getpid())", "\(busPID)"])
    }

    /// Starts dbus-monitor on the Notify and CloseNotification calls and waits until it monitors.
    private func startMonitor() async throws {
        let rules = ["Notify", "CloseNotification"].map { member in
            "type='method_call',interface='org.freedesktop.Notifications',member='\(member)'"
        }
        let monitor = try launch(
            "dbus-monitor", executable: "dbus-monitor", arguments: ["--address", busAddress] + rules,
            standardOutput: files.monitorOutput, standardError: files.path("dbus-monitor.err"))
        let ready = await waitUntil(timeout: .seconds(20)) {
            self.daemonLog().contains("became a monitor")
                || ChildProcess.read(self.files.monitorOutput).contains("NameLost")
        }
        guard ready, monitor.isRunning else {
            throw StartFailure(
                description: "dbus-monitor did not start: \(ChildProcess.read(files.path("dbus-monitor.err")))")
        }
    }

    /// The pids remindd logged at start ("started (pid 123, ...").
    private func loggedDaemonPIDs() -> [pid_t] {
        daemonLog().split(separator: "\n").compactMap { line in
            guard let range = line.range(of: "remindd: status started (pid ") else { return nil }
            return pid_t(line[range.upperBound...].prefix { $0.isNumber })
        }
    }
}
