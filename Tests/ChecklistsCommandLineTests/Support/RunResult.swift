@testable import ChecklistsCommandLine

/// What one run of the command line printed and returned.
struct RunResult {
    /// The exit status.
    var status: ExitCode
    /// Standard output.
    var stdout: String
    /// Standard error.
    var stderr: String

    /// Runs `runner` with `arguments`, capturing what it prints.
    static func of(_ runner: (OutputStreams) -> CommandRunner, _ arguments: [String]) -> RunResult {
        let output = CapturedOutput()
        let status = runner(output.streams).run(arguments)
        return RunResult(status: status, stdout: output.standardOutput, stderr: output.standardError)
    }
}
