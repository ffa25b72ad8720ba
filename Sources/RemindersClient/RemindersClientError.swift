/// Why a call to remindd failed; `description` is the one-line message a user reads.
public enum RemindersClientError: Error, Equatable, CustomStringConvertible {
    /// remindd refused the arguments (its InvalidArgument, LimitExceeded or AccessDenied
    /// error); nothing was changed.
    case badInput(String)
    /// Anything else: no session bus, remindd not reachable, or remindd failed.
    case failure(String)

    /// The one-line message for the user.
    public var description: String {
        switch self {
        case .badInput(let message), .failure(let message): message
        }
    }
}
