/// JSON written by hand, for the listings long enough that `JSONEncoder` would be most of
/// their cost: the same text `JSONArray` writes (sorted keys, pretty printed, slashes
/// unescaped), built one object at a time.
struct JSONText {
    /// The text so far.
    private(set) var text = ""
    private var indent: String
    private var first = true

    /// An object's members at `depth` (1 for the entries of a top-level array).
    init(depth: Int) {
        indent = String(repeating: "  ", count: depth)
        text = indent + "{\n"
    }

    /// Adds a string member.
    mutating func member(_ key: String, _ value: String) {
        start(key)
        Self.appendQuoted(value, to: &text)
    }

    /// Adds a boolean member.
    mutating func member(_ key: String, _ value: Bool) {
        start(key)
        text += value ? "true" : "false"
    }

    /// Adds a number member, written as `JSONEncoder` writes a Double (no ".0" on a whole number).
    mutating func member(_ key: String, _ value: Double) {
        start(key)
        let digits = value.description
        text += digits.hasSuffix(".0") ? String(digits.dropLast(2)) : digits
    }

    /// Adds an object member, written by `body` one level deeper.
    mutating func member(_ key: String, object body: (inout JSONText) -> Void) {
        start(key)
        var inner = JSONText(depth: indent.count / 2 + 1)
        body(&inner)
        text += inner.closed().drop { $0 == " " }
    }

    /// The object, closed.
    func closed() -> String {
        text + "\n" + indent + "}"
    }

    private mutating func start(_ key: String) {
        text += first ? "" : ",\n"
        first = false
        text += indent + "  "
        Self.appendQuoted(key, to: &text)
        text += " : "
    }

    /// Appends `value` as a JSON string: quotes, backslashes and control characters escaped.
    static func appendQuoted(_ value: String, to text: inout String) {
        text += "\""
        if value.utf8.contains(where: { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 }) {
            for scalar in value.unicodeScalars {
                if scalar == "\"" || scalar == "\\" || scalar.value < 0x20 {
                    text += escape(scalar)
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        } else {
            text += value
        }
        text += "\""
    }

    private static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\"": return "\\\""
        case "\\": return "\\\\"
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        case "\u{8}": return "\\b"
        case "\u{c}": return "\\f"
        default:
            let hex = String(scalar.value, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }
}
