import Foundation
import RemindersAPI
import Synchronization
import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// A private session bus in a temporary folder and the built remindd on it, its store in
/// that folder, for one test of the client; no notification server runs on the bus.
///
/// Use one per test through `PrivateRemindd.with { remindd in ... }`, which stops remindd
/// (however it was started) and the bus, and removes the folder, however the test ends.
final class PrivateRemindd: Sendable {
    /// What the bus offers before the test starts anything.
    enum Start {
        /// remindd runs and owns its name.
        case running
        /// remindd does not run, and the bus would start it (D-Bus activation).
        case activatable
        /// remindd does not run, and the bus cannot start it.
        case absent
    }

    /// Why remindd did not come up.
    struct StartFailure: Error, CustomStringConvertible {
        /// What went wrong, with remindd's log.
        var description: String
    }

    /// The bus's address, for the client.
    var address: String { bus.address }

    private let folder: TemporaryFolder
    private let bus: BusDaemon
    private let executable: URL
    private let daemon = Mutex<ChildProcess?>(nil)

    private init(folder: TemporaryFolder, bus: BusDaemon, executable: URL) {
        self.folder = folder
        self.bus = bus
        self.executable = executable
    }

    /// Runs `body` with a fresh bus on which remindd is as `start` says, then tears down.
    static func with(_ start: Start = .running, _ body: (PrivateRemindd) async throws -> Void) async throws {
        let executable = try BuildFolder.locate(holding: ["remindd"]).executable("remindd")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var servicesFolder: String?
        if start == .activatable {
            servicesFolder = folder.path("services")
            try FileManager.default.createDirectory(atPath: folder.path("services"), withIntermediateDirectories: true)
            let service = "[D-BUS Service]\nName=\(RemindersBus.busName)\nExec=\(executable.path) --verbose\n"
            try folder.write(service, to: "services/\(RemindersBus.busName).service")
        }
        let bus = try await BusDaemon.start(
            type: "session", named: "bus", in: folder.url.path, servicesFolder: servicesFolder,
            environment: ProcessEnvironment.make(dataFolders(in: folder)))
        let remindd = PrivateRemindd(folder: folder, bus: bus, executable: executable)
        do {
            if start == .running { try await remindd.start() }
            try await body(remindd)
        } catch {
            await remindd.tearDown()
            throw error
        }
        await remindd.tearDown()
    }

    /// Starts remindd on the bus and waits until it owns its name.
    func start() async throws {
        let log = folder.path("remindd.log")
        let process = try ChildProcess.launch(
            "remindd", executable: executable.path, arguments: ["--verbose"],
            environment: ProcessEnvironment.make(
                Self.dataFolders(in: folder).merging(["DBUS_SESSION_BUS_ADDRESS": address]) { $1 }),
            standardOutput: log, standardError: log)
        daemon.withLock { $0 = process }
        let owned = await Poll.until(timeout: .seconds(30)) { owner() != nil || !process.isRunning }
        guard owned, process.isRunning else {
            throw StartFailure(description: "remindd did not take its name; its log: \(ChildProcess.read(log))")
        }
    }

    /// Starts, instead of remindd, a stand-in for an older remindd (python3-dbusmock) whose
    /// only methods are `GetPendingPage`, answering `code` (Python that sets `ret` to the
    /// page's entries), and, given `summaryPage` (code in the same way), the API version 8's
    /// `GetPendingSummaryPage`.
    func startOlderRemindd(pendingPage code: String, summaryPage: String? = nil) async throws {
        let log = folder.path("older-remindd.log")
        let process = try ChildProcess.launch(
            "dbusmock", executable: "/usr/bin/python3",
            arguments: ["-m", "dbusmock", RemindersBus.busName, RemindersBus.objectPath, RemindersBus.interfaceName],
            environment: ProcessEnvironment.make(["DBUS_SESSION_BUS_ADDRESS": address]), standardOutput: log,
            standardError: log)
        daemon.withLock { $0 = process }
        guard await Poll.until(timeout: .seconds(30), { owner() != nil || !process.isRunning }), process.isRunning
        else { throw StartFailure(description: "dbusmock did not take remindd's name: \(ChildProcess.read(log))") }
        let methods =
            [("GetPendingPage", "aa{sv}", code)]
            + (summaryPage.map { [("GetPendingSummaryPage", "a(ssssbsdsa{sv})", $0)] } ?? [])
        for (name, reply, answer) in methods {
            _ = try BusConnection(address: address).call(
                RemindersBus.busName, RemindersBus.objectPath, "org.freedesktop.DBus.Mock", "AddMethod",
                arguments: "('\(RemindersBus.interfaceName)', '\(name)', 'sa{sv}', '\(reply)', \"\(answer)\")")
        }
    }

    /// The unique name of remindd on the bus, or nil while it has none.
    func owner() -> String? {
        (try? BusConnection(address: address))?.owner(of: RemindersBus.busName)
    }

    /// Stops remindd, the one the test started and any the bus started, then the bus.
    private func tearDown() async {
        if let process = daemon.withLock({ $0 }) { await process.stop() }
        if let pid = activatedPID() {
            kill(pid, SIGTERM)
            await Poll.until(timeout: .seconds(5)) { owner() == nil }
        }
        await bus.process.stop()
    }

    /// The pid of a remindd the bus started, asked of the bus.
    private func activatedPID() -> pid_t? {
        guard owner() != nil, let connection = try? BusConnection(address: address) else { return nil }
        // (uint32 1234,)
        let reply = try? connection.call(
            "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "GetConnectionUnixProcessID",
            arguments: "('\(RemindersBus.busName)',)")
        return reply.flatMap { $0.split(separator: " ").last.flatMap { pid_t($0.filter(\.isNumber)) } }
    }

    /// remindd's data and configuration folders, inside the test's folder.
    private static func dataFolders(in folder: TemporaryFolder) -> [String: String] {
        ["XDG_DATA_HOME": folder.path("data"), "XDG_CONFIG_HOME": folder.path("config")]
    }
}
