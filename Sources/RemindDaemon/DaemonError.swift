/// Why the daemon could not start or go on; `description` is the message a user reads.
public enum DaemonError: Error, CustomStringConvertible {
    /// A system call failed.
    case system(String)
    /// The session bus could not be reached or the API not registered.
    case bus(String)
    /// The command line was wrong.
    case usage(String)

    /// The one-line message.
    public var description: String {
        switch self {
        case .system(let message), .bus(let message), .usage(let message): message
        }
    }
}
