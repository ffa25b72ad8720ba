import Testing

/// A test argument whose text may hold control characters; the report shows it escaped,
/// so no raw NUL or escape sequence reaches the terminal.
struct EscapedText: Sendable, CustomTestStringConvertible {
    /// The text itself.
    let text: String

    /// Wraps `text`.
    init(_ text: String) {
        self.text = text
    }

    /// The text as a Swift string literal.
    var testDescription: String { text.debugDescription }
}
