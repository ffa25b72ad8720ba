/// How one finished command ended, and what it printed.
struct CommandResult: Sendable, CustomStringConvertible {
    /// The exit status; -1 when it had to be killed because it did not finish in time.
    var status: Int32
    /// Everything it wrote on standard output.
    var stdout: String
    /// Everything it wrote on standard error.
    var stderr: String

    /// The standard output without the final line break: what `notify` printed as the identifier.
    var line: String {
        stdout.hasSuffix("\n") ? String(stdout.dropLast()) : stdout
    }

    /// The lines written on standard error (without empty ones).
    var errorLines: [String] {
        stderr.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }

    /// A summary for test messages.
    var description: String {
        "exit \(status), stdout \(stdout.debugDescription), stderr \(stderr.debugDescription)"
    }
}
