@testable import ChecklistsCommandLine

/// Collects what a run writes to standard output and standard error.
final class CapturedOutput {
    /// Everything written to standard output.
    var standardOutput = ""
    /// Everything written to standard error.
    var standardError = ""

    /// Streams that write here.
    var streams: OutputStreams {
        OutputStreams(
            standardOutput: { [unowned self] in self.standardOutput += $0 },
            standardError: { [unowned self] in self.standardError += $0 })
    }

    /// The lines of standard error.
    var errorLines: [Substring] { standardError.split(separator: "\n", omittingEmptySubsequences: false).dropLast() }
}
