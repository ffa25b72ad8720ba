import Foundation
import Translations

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

    /// The process's standard output and standard error, unbuffered. Output that cannot be
    /// written (a full disk, a closed pipe) ends the command with status 1 and a line on
    /// standard error saying why; a message that cannot be written is dropped. Neither traps,
    /// as Foundation's non-throwing `FileHandle.write` does.
    public static var live: OutputStreams {
        OutputStreams(
            standardOutput: { text in
                do {
                    try FileHandle.standardOutput.write(contentsOf: Data(text.utf8))
                } catch {
                    let message = tr("the output cannot be written: %s", reason(error))
                    try? FileHandle.standardError.write(contentsOf: Data("checklists: \(message)\n".utf8))
                    exit(ExitCode.failure.rawValue)
                }
            },
            standardError: { try? FileHandle.standardError.write(contentsOf: Data($0.utf8)) })
    }

    /// The system's words for why a write failed ("No space left on device"), which
    /// Foundation keeps under its own.
    private static func reason(_ error: Error) -> String {
        guard let posix = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError,
            posix.domain == NSPOSIXErrorDomain
        else { return error.localizedDescription }
        return String(cString: strerror(Int32(posix.code)))
    }
}
