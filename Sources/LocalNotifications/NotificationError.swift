/// Why the core refused a request; `description` is the message a user reads.
public enum NotificationError: Error, Equatable, CustomStringConvertible {
    /// The request identifier is unusable.
    case invalidIdentifier(String)
    /// The content is unusable (empty, too long, control characters).
    case invalidContent(String)
    /// The trigger's values are out of range or can never match.
    case invalidTrigger(String)
    /// The trigger is valid but has no occurrence in the future.
    case neverFires(String)
    /// A time (a date, an interval, a lateness limit, the end of a pause) is NaN, infinite
    /// or outside `TimeBounds`.
    case invalidTime(String)

    /// The one-line message for the user.
    public var description: String {
        switch self {
        case .invalidIdentifier(let message), .invalidContent(let message),
            .invalidTrigger(let message), .neverFires(let message), .invalidTime(let message):
            message
        }
    }
}
