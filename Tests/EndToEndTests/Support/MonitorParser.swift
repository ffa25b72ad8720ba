/// Reads the arguments of one message in dbus-monitor's text output (the lines after its
/// header line).
///
/// dbus-monitor prints strings between quotes without escaping anything, so a string ends
/// at a quote that closes its line when the next line starts another value (or the end
/// of the list, or of the text). A string holding such a line itself would be misread;
/// the tests send none.
struct MonitorParser {
    /// The text does not follow dbus-monitor's format.
    struct Malformed: Error, CustomStringConvertible {
        /// Where and why.
        var description: String
    }

    private let bytes: [UInt8]
    private var position = 0

    /// A parser over `text`.
    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// Every top-level argument.
    mutating func arguments() throws -> [MonitorValue] {
        var values: [MonitorValue] = []
        skipWhitespace()
        while position < bytes.count {
            values.append(try value())
            skipWhitespace()
        }
        return values
    }

    private static let numberTypes = [
        "byte ", "int16 ", "uint16 ", "int32 ", "uint32 ", "int64 ", "uint64 ", "double ",
    ]
    /// What may start the line after a closing quote.
    private static let followers =
        numberTypes + [
            "string \"", "object path \"", "signature \"", "boolean ", "array ", "dict entry(", "struct {", "variant",
            "file descriptor", "]", ")", "}",
        ]

    private mutating func value() throws -> MonitorValue {
        if consume("string \"") || consume("object path \"") || consume("signature \"") {
            return .string(try quoted())
        }
        if consume("array of bytes ") {
            return .other(try byteArray())
        }
        if consume("array [") {
            return .array(try list(until: "]"))
        }
        if consume("dict entry(") {
            let entry = try list(until: ")")
            guard entry.count == 2 else { throw malformed("a dict entry with \(entry.count) values") }
            return .dictEntry(entry[0], entry[1])
        }
        if consume("struct {") {
            return .structure(try list(until: "}"))
        }
        if consume("variant") {
            skipWhitespace()
            return .variant(try value())
        }
        if consume("boolean ") {
            return .boolean(restOfLine() == "true")
        }
        for type in Self.numberTypes where consume(type) {
            return .number(restOfLine())
        }
        if consume("file descriptor") {
            return .other("file descriptor" + restOfLine())
        }
        throw malformed("an unknown value")
    }

    private mutating func list(until end: String) throws -> [MonitorValue] {
        var values: [MonitorValue] = []
        while true {
            skipWhitespace()
            guard position < bytes.count else { throw malformed("a list without its \(end)") }
            if consume(end) { return values }
            values.append(try value())
        }
    }

    /// The text up to the closing quote (the opening one is consumed already).
    private mutating func quoted() throws -> String {
        let start = position
        var index = position
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\""), closesString(after: index + 1) {
                position = index + 1
                return String(decoding: bytes[start..<index], as: UTF8.self)
            }
            index += 1
        }
        throw malformed("a string without its closing quote")
    }

    private func closesString(after index: Int) -> Bool {
        var next = index
        while next < bytes.count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t") { next += 1 }
        if next == bytes.count { return true }
        guard bytes[next] == UInt8(ascii: "\n") else { return false }
        next += 1
        while next < bytes.count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t") { next += 1 }
        if next == bytes.count { return true }
        return Self.followers.contains { starts(with: $0, at: next) }
    }

    /// `array of bytes "text"` (possibly `+ zero byte`) or `array of bytes [ hex ]`.
    private mutating func byteArray() throws -> String {
        if consume("\"") { return try quoted() + restOfLine() }
        guard consume("[") else { throw malformed("a byte array") }
        var text = ""
        while position < bytes.count, bytes[position] != UInt8(ascii: "]") {
            text.append(Character(Unicode.Scalar(bytes[position])))
            position += 1
        }
        guard consume("]") else { throw malformed("a byte array without its ]") }
        return text
    }

    private mutating func restOfLine() -> String {
        let start = position
        while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self).trimmingSpaces
    }

    private mutating func skipWhitespace() {
        while position < bytes.count,
            [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t")].contains(bytes[position])
        {
            position += 1
        }
    }

    private mutating func consume(_ literal: String) -> Bool {
        guard starts(with: literal, at: position) else { return false }
        position += literal.utf8.count
        return true
    }

    private func starts(with literal: String, at index: Int) -> Bool {
        let utf8 = Array(literal.utf8)
        guard index + utf8.count <= bytes.count else { return false }
        return bytes[index..<(index + utf8.count)].elementsEqual(utf8)
    }

    private func malformed(_ what: String) -> Malformed {
        Malformed(description: "dbus-monitor output: \(what) at byte \(position)")
    }
}

extension String {
    /// The text without leading and trailing spaces and tabs.
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
