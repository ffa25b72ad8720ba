import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One run of the `StoreCrashWriter` executable: it writes to a database until killed and
/// prints a line for every write that was acknowledged.
final class CrashWriterProcess {
    /// Why a run could not be made.
    enum Failure: Error, CustomStringConvertible {
        /// The executable is not built next to the tests nor under `.build/debug`.
        case executableNotFound(searched: [String])
        /// The reader of the child's output did not see its end in time.
        case outputNotClosed

        /// The message for the test log.
        var description: String {
            switch self {
            case .executableNotFound(let searched):
                "StoreCrashWriter not found; looked in: \(searched.joined(separator: ", "))"
            case .outputNotClosed: "StoreCrashWriter's output did not reach its end"
            }
        }
    }

    /// How a finished run ended.
    struct Outcome {
        /// The complete lines it printed on standard output, in order.
        var lines: [String]
        /// What it wrote to standard error.
        var errorOutput: String
        /// Whether a signal ended it (rather than its own exit).
        var killedBySignal: Bool
        /// Its exit status, or the number of the signal that ended it.
        var status: Int32
    }

    /// The built executable, found next to the running test binary, or under `.build/debug`
    /// in a folder above this source file.
    ///
    /// Under `swift test` on Linux, `CommandLine.arguments[0]` is
    /// `.build/<triple>/debug/<Package>PackageTests.xctest` and `Bundle.main.bundleURL` is
    /// that `debug` folder itself; on macOS the bundle's parent is the build folder.
    static func executable(filePath: String = #filePath) throws -> URL {
        let name = "StoreCrashWriter"
        var folders = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL.deletingLastPathComponent(),
            Bundle.main.bundleURL,
        ]
        var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while folder.path != "/" {
            folders.append(folder.appendingPathComponent(".build/debug"))
            folder.deleteLastPathComponent()
        }
        let candidates = folders.map { $0.appendingPathComponent(name) }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw Failure.executableNotFound(searched: candidates.map(\.path))
        }
        return found
    }

    private let process = Process()
    private let output = PipeReader()
    private let errors = PipeReader()

    /// Starts the writer on `databasePath` with identifiers that begin with `prefix`.
    init(executable: URL, databasePath: String, prefix: String) throws {
        process.executableURL = executable
        process.arguments = [databasePath, prefix]
        process.standardOutput = output.pipe
        process.standardError = errors.pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        output.start()
        errors.start()
    }

    /// Sends SIGKILL, waits for the process to end, and collects everything it printed.
    ///
    /// It reaps the child itself with `waitpid` on its pid rather than waiting for
    /// Foundation's SIGCHLD handling, which was seen to miss the child's end on a busy
    /// two-core machine and hang the run.
    func kill() throws -> Outcome {
        let pid = process.processIdentifier
        _ = Glibc.kill(pid, SIGKILL)
        var status: Int32 = 0
        var reaped = waitpid(pid, &status, 0)
        while reaped == -1 && errno == EINTR { reaped = waitpid(pid, &status, 0) }
        let signalled: Bool
        let code: Int32
        if reaped == pid {
            signalled = (status & 0x7f) != 0 && (status & 0x7f) != 0x7f
            code = signalled ? status & 0x7f : (status >> 8) & 0xff
        } else {
            process.waitUntilExit()
            signalled = process.terminationReason == .uncaughtSignal
            code = process.terminationStatus
        }
        guard let text = output.waitForEnd(), let errorText = errors.waitForEnd() else {
            throw Failure.outputNotClosed
        }
        // Each acknowledgement is one write of a whole line; a line without its newline was
        // never completed and is not counted.
        var lines = text.components(separatedBy: "\n")
        lines.removeLast()
        return Outcome(lines: lines, errorOutput: errorText, killedBySignal: signalled, status: code)
    }
}

/// Reads a pipe on a background thread as data arrives, until its end.
private final class PipeReader: @unchecked Sendable {
    // @unchecked Sendable: `data` is only touched under `lock`; `pipe` and `done` are
    // themselves thread-safe.
    let pipe = Pipe()
    private let lock = NSLock()
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    /// Starts reading; call after the child process was launched.
    func start() {
        let handle = pipe.fileHandleForReading
        Thread.detachNewThread { [self] in
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                lock.withLock { data.append(chunk) }
            }
            done.signal()
        }
    }

    /// Waits up to ten seconds for the end of the pipe and returns all that was read.
    func waitForEnd() -> String? {
        guard done.wait(timeout: .now() + 10) == .success else { return nil }
        return lock.withLock { String(decoding: data, as: UTF8.self) }
    }
}
