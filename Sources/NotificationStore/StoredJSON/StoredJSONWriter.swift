/// Writes JSON text as UTF-8 bytes, the way Foundation's `JSONEncoder` spells each value
/// (slashes escaped, control characters as `\b`, `\n`… or `\u00xx`, whole doubles without
/// `.0`), without building a tree of values first.
///
/// Commas come by themselves: `key(_:)` and `element()` put one before anything but the
/// first member of an object or an array.
struct StoredJSONWriter {
    /// Thrown for a double that JSON cannot hold (NaN or an infinity), which `JSONEncoder`
    /// refuses as well.
    struct NonFiniteNumber: Error {}

    /// The text so far.
    private(set) var bytes: [UInt8] = []
    /// Whether the next member needs a comma before it.
    private var needsComma = false

    /// An empty writer with room for `capacity` bytes.
    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// Opens an object.
    mutating func beginObject() {
        bytes.append(UInt8(ascii: "{"))
        needsComma = false
    }

    /// Closes the object opened last.
    mutating func endObject() {
        bytes.append(UInt8(ascii: "}"))
        needsComma = true
    }

    /// Opens an array.
    mutating func beginArray() {
        bytes.append(UInt8(ascii: "["))
        needsComma = false
    }

    /// Closes the array opened last.
    mutating func endArray() {
        bytes.append(UInt8(ascii: "]"))
        needsComma = true
    }

    /// Starts a member of the current object named by a plain ASCII key.
    mutating func key(_ name: StaticString) {
        element()
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
    }

    /// Starts a member of the current object named by any text.
    mutating func key(_ name: String) {
        element()
        appendQuoted(name)
        bytes.append(UInt8(ascii: ":"))
    }

    /// Puts the comma before a member, when it is not the first.
    mutating func element() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
        needsComma = false
    }

    /// A string value.
    mutating func string(_ value: String) {
        appendQuoted(value)
        needsComma = true
    }

    /// A Boolean value.
    mutating func bool(_ value: Bool) {
        appendASCII(value ? "true" : "false")
        needsComma = true
    }

    /// An integer value.
    mutating func int(_ value: Int) {
        appendDecimal(value)
        needsComma = true
    }

    /// A double value as `JSONEncoder` writes it: its `description`, a trailing `.0` dropped.
    mutating func double(_ value: Double) throws(NonFiniteNumber) {
        guard value.isFinite else { throw NonFiniteNumber() }
        if value == value.rounded(), abs(value) < 1e15, value != 0 || value.sign == .plus {
            appendDecimal(Int(value))
        } else {
            var text = value.description
            if text.hasSuffix(".0") { text.removeLast(2) }
            bytes.append(contentsOf: text.utf8)
        }
        needsComma = true
    }

    /// Appends ASCII text as it is.
    private mutating func appendASCII(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends the decimal digits of an integer, with its sign.
    private mutating func appendDecimal(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        let start = bytes.count
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        bytes[start...].reverse()
    }

    /// Appends a string in quotes, escaped as `JSONEncoder` escapes it; the runs between
    /// escapes are copied whole.
    private mutating func appendQuoted(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var run = 0
            for (index, byte) in utf8.enumerated()
            where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "/") {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<index]))
                appendEscaped(byte)
                run = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends the escape of a byte `appendQuoted` cannot copy as it is.
    private mutating func appendEscaped(_ byte: UInt8) {
        switch byte {
        case 0x08: appendASCII("\\b")
        case 0x09: appendASCII("\\t")
        case 0x0A: appendASCII("\\n")
        case 0x0C: appendASCII("\\f")
        case 0x0D: appendASCII("\\r")
        case 0x20...:
            bytes.append(UInt8(ascii: "\\"))
            bytes.append(byte)
        default:
            appendASCII("\\u00")
            bytes.append(Self.hexDigits[Int(byte >> 4)])
            bytes.append(Self.hexDigits[Int(byte & 0xF)])
        }
    }

    /// The lowercase hexadecimal digits, as `JSONEncoder` writes `\u00xx`.
    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}
