import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A process a test started, its standard output and error going to files.
///
/// Spawned with `posix_spawn` rather than Foundation's `Process`, so that it starts with
/// no signal blocked or ignored: the test runner's threads block SIGTERM, and a child
/// inheriting that mask (dbus-daemon, then the remindd it activates) could not be stopped
/// politely. The files are opened for appending, so several processes can share one log.
final class ChildProcess: Sendable {
    /// Why a process could not be started.
    struct LaunchFailure: Error, CustomStringConvertible {
        /// The program and the error.
        var description: String
    }

    /// A short name for messages ("dunst", "dbus-daemon").
    let name: String
    /// The process id.
    let pid: pid_t
    /// Where its standard output goes.
    let standardOutputPath: String
    /// Where its standard error goes.
    let standardErrorPath: String
    /// Its raw wait status once it has been reaped.
    private let waitStatus = Mutex<Int32?>(nil)

    private init(name: String, pid: pid_t, standardOutputPath: String, standardErrorPath: String) {
        self.name = name
        self.pid = pid
        self.standardOutputPath = standardOutputPath
        self.standardErrorPath = standardErrorPath
    }

    /// Starts `executable` (a path, or a name looked up on the PATH) with `arguments` in
    /// `environment` (used as is); standard input is /dev/null.
    static func launch(
        _ name: String, executable: String, arguments: [String], environment: [String: String],
        standardOutput: String, standardError: String
    ) throws -> ChildProcess {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        let writing = O_WRONLY | O_CREAT | O_APPEND
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, standardOutput, writing, 0o644)
        if standardError == standardOutput {
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        } else {
            posix_spawn_file_actions_addopen(&actions, 2, standardError, writing, 0o644)
        }

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var pid: pid_t = 0
        let result = posix_spawnp(&pid, executable, &actions, &attributes, argv, envp)
        guard result == 0 else {
            throw LaunchFailure(description: "cannot start \(executable): \(String(cString: strerror(result)))")
        }
        return ChildProcess(name: name, pid: pid, standardOutputPath: standardOutput, standardErrorPath: standardError)
    }

    /// Whether it still runs (reaps it when it has exited).
    var isRunning: Bool { exitStatus == nil }

    /// Its exit status, or the number of the signal that ended it, or nil while it runs.
    var exitStatus: Int32? {
        waitStatus.withLock { status in
            if status == nil {
                var raw: Int32 = 0
                if waitpid(pid, &raw, WNOHANG) == pid { status = raw }
            }
            guard let raw = status else { return nil }
            return raw & 0x7f == 0 ? (raw >> 8) & 0xff : raw & 0x7f
        }
    }

    /// Sends `signal` to it, unless it has exited already.
    func send(_ signal: Int32) {
        if isRunning { _ = kill(pid, signal) }
    }

    /// Waits for it to exit; returns its exit status (or the signal that ended it), or nil
    /// when it still runs after `timeout`.
    func waitForExit(timeout: Duration) async -> Int32? {
        let deadline = ContinuousClock.now + timeout
        while true {
            if let status = exitStatus { return status }
            if ContinuousClock.now >= deadline { return nil }
            try? await Task.sleep(for: .milliseconds(10))
        }
    }

    /// Ends it: SIGTERM, then SIGKILL when it is still there after `grace`.
    func stop(grace: Duration = .seconds(2)) async {
        guard isRunning else { return }
        send(SIGTERM)
        if await waitForExit(timeout: grace) == nil {
            send(SIGKILL)
            _ = await waitForExit(timeout: .seconds(5))
        }
    }

    /// What it has written on standard output so far.
    func standardOutput() -> String {
        Self.read(standardOutputPath)
    }

    /// The text of a file, or "" when it cannot be read.
    static func read(_ path: String) -> String {
        String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
    }
}
