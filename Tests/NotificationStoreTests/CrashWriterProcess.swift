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
        /// The child's output files could not be made or read.
        case outputUnavailable(String)

        /// The message for the test log.
        var description: String {
            switch self {
            case .executableNotFound(let searched):
                "StoreCrashWriter not found; looked in: \(searched.joined(separator: ", "))"
            case .outputUnavailable(let reason): "StoreCrashWriter's output: \(reason)"
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
    private let outputPath: String
    private let errorPath: String

    /// Starts the writer on `databasePath` with identifiers that begin with `prefix`.
    ///
    /// Its output goes to files next to the database, not to pipes: a pipe's end can be
    /// held open by any process another test starts meanwhile (it inherits the write end),
    /// and then its end never comes.
    init(executable: URL, databasePath: String, prefix: String) throws {
        outputPath = databasePath + ".\(prefix).out"
        errorPath = databasePath + ".\(prefix).err"
        guard FileManager.default.createFile(atPath: outputPath, contents: nil),
            FileManager.default.createFile(atPath: errorPath, contents: nil),
            let output = FileHandle(forWritingAtPath: outputPath), let errors = FileHandle(forWritingAtPath: errorPath)
        else { throw Failure.outputUnavailable("cannot create \(outputPath)") }
        process.executableURL = executable
        process.arguments = [databasePath, prefix]
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        try output.close()
        try errors.close()
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
        guard let text = try? String(contentsOfFile: outputPath, encoding: .utf8),
            let errorText = try? String(contentsOfFile: errorPath, encoding: .utf8)
        else { throw Failure.outputUnavailable("cannot read \(outputPath)") }
        // Each acknowledgement is one write of a whole line; a line without its newline was
        // never completed and is not counted.
        var lines = text.components(separatedBy: "\n")
        lines.removeLast()
        return Outcome(lines: lines, errorOutput: errorText, killedBySignal: signalled, status: code)
    }
}
