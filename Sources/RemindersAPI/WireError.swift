/// Why a dictionary from the wire could not be read; `description` is the message sent back.
public struct WireError: Error, Equatable, CustomStringConvertible {
    /// The message for the caller.
    public let description: String

    /// Creates an error with its message.
    public init(_ description: String) {
        self.description = description
    }
}
