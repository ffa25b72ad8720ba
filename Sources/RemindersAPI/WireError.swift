/// Why a dictionary from the wire could not be read; `description` is the message sent back.
public struct WireError: Error, Equatable, CustomStringConvertible {
    /// The message for the caller.
    public let description: String

    /// Creates an error with its message.
    public init(_ description: String) {
        self.description = description
    }

    /// `value` in quotes for a message, cut after 40 characters: a caller's 100 KB value
    /// would otherwise come back whole in the error.
    public static func quoted(_ value: String) -> String {
        "\"\(value.count > 40 ? "\(value.prefix(40))…" : value)\""
    }
}
