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
/// politely. It is reaped here, with `waitpid` on its own pid: Foundation's SIGCHLD handling
/// was seen to miss a child's end on a busy two-core machine. Its output goes to files, not
/// pipes: a pipe's write end is inherited by any process another test starts meanwhile, and
/// then its end never comes. The files are opened for appending, so several processes can
/// share one log.
public final class ChildProcess: Sendable {
    /// Why a process could not be started.
    public struct LaunchFailure: Error, CustomStringConvertible {
        /// The program and the error.
        public var description: String
    }

    /// How a process ended.
    public enum Termination: Sendable, Equatable {
        /// It exited with this status.
        case exited(Int32)
        /// This signal ended it.
        case signalled(Int32)

        /// The exit status, or the number of the signal.
        public var code: Int32 {
            switch self {
            case .exited(let status), .signalled(let status): status
            }
        }
    }

    /// A short name for messages ("dunst", "dbus-daemon").
    public let name: String
    /// The process id.
    public let pid: pid_t
    /// Where its standard output goes.
    public let standardOutputPath: String
    /// Where its standard error goes.
    public let standardErrorPath: String
    /// How it ended, once it has been reaped.
    private let ending = Mutex<Termination?>(nil)

    private init(name: String, pid: pid_t, standardOutputPath: String, standardErrorPath: String) {
        self.name = name
        self.pid = pid
        self.standardOutputPath = standardOutputPath
        self.standardErrorPath = standardErrorPath
    }

    /// Starts `executable` (a path, or a name looked up on the PATH) with `arguments` in
    /// `environment` (used as is); standard input is the file `standardInput`, /dev/null
    /// unless given. With `ownProcessGroup` it leads a process group of its own, so that
    /// `killGroup` ends it with its children.
    public static func launch(
        _ name: String, executable: String, arguments: [String], environment: [String: String],
        standardInput: String = "/dev/null", standardOutput: String, standardError: String,
        ownProcessGroup: Bool = false
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
        var flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
        if ownProcessGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= POSIX_SPAWN_SETPGROUP
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        let writing = O_WRONLY | O_CREAT | O_APPEND
        posix_spawn_file_actions_addopen(&actions, 0, standardInput, O_RDONLY, 0)
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
    public var isRunning: Bool { termination == nil }

    /// How it ended, or nil while it runs (reaps it when it has exited).
    public var termination: Termination? {
        ending.withLock { ending in
            if ending == nil {
                var status: Int32 = 0
                if waitpid(pid, &status, WNOHANG) == pid { ending = Self.termination(status) }
            }
            return ending
        }
    }

    /// Its exit status, or the number of the signal that ended it, or nil while it runs.
    public var exitStatus: Int32? { termination?.code }

    /// Sends `signal` to it, unless it has exited already.
    public func send(_ signal: Int32) {
        if isRunning { _ = Glibc.kill(pid, signal) }
    }

    /// Waits for it to exit; returns its exit status (or the signal that ended it), or nil
    /// when it still runs after `timeout`.
    public func waitForExit(timeout: Duration) async -> Int32? {
        await Poll.until(timeout: timeout, interval: .milliseconds(10)) { exitStatus != nil }
        return exitStatus
    }

    /// Ends it: SIGTERM, then SIGKILL when it is still there after `grace`.
    public func stop(grace: Duration = .seconds(2)) async {
        guard isRunning else { return }
        send(SIGTERM)
        if await waitForExit(timeout: grace) == nil {
            send(SIGKILL)
            _ = await waitForExit(timeout: .seconds(5))
        }
    }

    /// Sends SIGKILL to its whole process group (it must have been launched with
    /// `ownProcessGroup`) and blocks until it has been reaped; returns how it ended.
    @discardableResult
    public func killGroup() -> Termination {
        if isRunning { _ = Glibc.kill(-pid, SIGKILL) }
        return kill()
    }

    /// Sends SIGKILL and blocks until it has been reaped; returns how it ended (by itself,
    /// when it had exited before the signal; `.exited(-1)` when something else reaped it).
    public func kill() -> Termination {
        ending.withLock { ending in
            if let ending { return ending }
            _ = Glibc.kill(pid, SIGKILL)
            var status: Int32 = 0
            var reaped = waitpid(pid, &status, 0)
            while reaped == -1 && errno == EINTR { reaped = waitpid(pid, &status, 0) }
            let ended = reaped == pid ? Self.termination(status) : .exited(-1)
            ending = ended
            return ended
        }
    }

    /// Waits up to `timeout` for it to end, stopping it when it does not, and returns what it
    /// printed; the status is -1 when it had to be stopped.
    public func result(timeout: Duration) async -> CommandResult {
        let status = await waitForExit(timeout: timeout)
        if status == nil { await stop() }
        return CommandResult(
            status: status ?? -1, stdout: Self.read(standardOutputPath),
            stderr: Self.read(standardErrorPath) + (status == nil ? "\n(killed after \(timeout))" : ""))
    }

    /// The first whole line it wrote to the file `path` (such as the address dbus-daemon
    /// prints), waiting up to `timeout`; nil when none came in time or it ended first.
    public func firstLine(in path: String, timeout: Duration) async -> String? {
        var line: String?
        await Poll.until(timeout: timeout, interval: .milliseconds(20)) {
            let text = Self.read(path)
            line = text.firstIndex(of: "\n").map { String(text[..<$0]) }
            return line != nil || !isRunning
        }
        return line
    }

    /// What it has written on standard output so far.
    public func standardOutput() -> String {
        Self.read(standardOutputPath)
    }

    /// The text of a file, or "" when it cannot be read.
    public static func read(_ path: String) -> String {
        String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
    }

    /// The termination a raw wait status stands for.
    private static func termination(_ status: Int32) -> Termination {
        status & 0x7f == 0 ? .exited((status >> 8) & 0xff) : .signalled(status & 0x7f)
    }
}
