/// JSON written by hand, for the listings long enough that `JSONEncoder` would be most of
/// their cost: the same text `JSONArray` writes (sorted keys, pretty printed, slashes
/// unescaped), built as UTF-8 bytes in one buffer.
struct JSONText {
    /// The bytes so far.
    private(set) var bytes: [UInt8] = []
    private var depth = 0
    private var first = true

    /// An empty text, with room for about `capacity` bytes.
    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// The text.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Adds raw text, such as punctuation between objects.
    mutating func raw(_ text: String) {
        bytes += text.utf8
    }

    /// Opens an object on a line of its own at `depth` (1 for the entries of a top-level array).
    mutating func openObject(depth: Int) {
        self.depth = depth
        indent()
        bytes.append(UInt8(ascii: "{"))
        first = true
    }

    /// Closes the object opened last, on a line of its own.
    mutating func closeObject() {
        bytes.append(UInt8(ascii: "\n"))
        indent()
        bytes.append(UInt8(ascii: "}"))
        depth -= 1
        first = false
    }

    /// Adds a string member.
    mutating func member(_ key: String, _ value: String) {
        start(key)
        appendQuoted(value)
    }

    /// Adds a boolean member.
    mutating func member(_ key: String, _ value: Bool) {
        start(key)
        bytes += (value ? "true" : "false").utf8
    }

    /// Adds a number member, written as `JSONEncoder` writes a Double (no ".0" on a whole number).
    mutating func member(_ key: String, _ value: Double) {
        start(key)
        let digits = value.description
        bytes += (digits.hasSuffix(".0") ? String(digits.dropLast(2)) : digits).utf8
    }

    /// Adds an object member, written by `body` one level deeper.
    mutating func member(_ key: String, object body: (inout JSONText) -> Void) {
        start(key)
        bytes.append(UInt8(ascii: "{"))
        depth += 1
        first = true
        body(&self)
        closeObject()
    }

    private mutating func start(_ key: String) {
        bytes += (first ? "\n" : ",\n").utf8
        first = false
        depth += 1
        indent()
        depth -= 1
        appendQuoted(key)
        bytes += " : ".utf8
    }

    private mutating func indent() {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }

    /// Appends `value` as a JSON string: quotes, backslashes and control characters escaped.
    private mutating func appendQuoted(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes += "\\\"".utf8
            case UInt8(ascii: "\\"): bytes += "\\\\".utf8
            case UInt8(ascii: "\n"): bytes += "\\n".utf8
            case UInt8(ascii: "\r"): bytes += "\\r".utf8
            case UInt8(ascii: "\t"): bytes += "\\t".utf8
            case 0x08: bytes += "\\b".utf8
            case 0x0C: bytes += "\\f".utf8
            case ..<0x20:
                let hex = String(byte, radix: 16)
                bytes += ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
