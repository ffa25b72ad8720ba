import Foundation

/// Where `checklists` writes: standard output for results and help, standard error for
/// messages. Tests capture both.
public struct OutputStreams {
    /// Writes text to standard output, as given.
    public var standardOutput: (String) -> Void
    /// Writes text to standard error, as given.
    public var standardError: (String) -> Void

    /// Creates streams from two writers.
    public init(standardOutput: @escaping (String) -> Void, standardError: @escaping (String) -> Void) {
        self.standardOutput = standardOutput
        self.standardError = standardError
    }

    /// The process's standard output and standard error, unbuffered.
    public static var live: OutputStreams {
        OutputStreams(
            standardOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
            standardError: { FileHandle.standardError.write(Data($0.utf8)) })
    }
}
