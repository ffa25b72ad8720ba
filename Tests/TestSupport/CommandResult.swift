/// How one finished command ended, and what it printed.
public struct CommandResult: Sendable, CustomStringConvertible {
    /// The exit status; -1 when it had to be killed because it did not finish in time.
    public var status: Int32
    /// Everything it wrote on standard output.
    public var stdout: String
    /// Everything it wrote on standard error.
    public var stderr: String

    /// A result with these parts.
    public init(status: Int32, stdout: String, stderr: String) {
        self.status = status
        self.stdout = stdout
        self.stderr = stderr
    }

    /// The standard output without the final line break: what `notify` printed as the identifier.
    public var line: String {
        stdout.hasSuffix("\n") ? String(stdout.dropLast()) : stdout
    }

    /// The lines written on standard error (without empty ones).
    public var errorLines: [String] {
        stderr.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }

    /// A summary for test messages.
    public var description: String {
        "exit \(status), stdout \(stdout.debugDescription), stderr \(stderr.debugDescription)"
    }
}
