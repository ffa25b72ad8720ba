import Foundation
import TestSupport

/// One run of the `StoreCrashWriter` executable: it writes to a database until killed and
/// prints a line for every write that was acknowledged.
final class CrashWriterProcess {
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

    /// The built executable, in the build folder of the running tests.
    static func executable() throws -> URL {
        try BuildFolder.locate(holding: ["StoreCrashWriter"]).executable("StoreCrashWriter")
    }

    private let process: ChildProcess

    /// Starts the writer on `databasePath` with identifiers that begin with `prefix`; its
    /// output goes to files next to the database.
    init(executable: URL, databasePath: String, prefix: String) throws {
        process = try ChildProcess.launch(
            "StoreCrashWriter", executable: executable.path, arguments: [databasePath, prefix],
            environment: ProcessEnvironment.make([:]), standardOutput: databasePath + ".\(prefix).out",
            standardError: databasePath + ".\(prefix).err")
    }

    /// Sends SIGKILL, waits for the process to end, and collects everything it printed.
    func kill() -> Outcome {
        let termination = process.kill()
        // Each acknowledgement is one write of a whole line; a line without its newline was
        // never completed and is not counted.
        var lines = process.standardOutput().components(separatedBy: "\n")
        lines.removeLast()
        let killed = if case .signalled = termination { true } else { false }
        return Outcome(
            lines: lines, errorOutput: ChildProcess.read(process.standardErrorPath), killedBySignal: killed,
            status: termination.code)
    }
}
