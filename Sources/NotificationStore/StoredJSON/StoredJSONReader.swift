/// Reads JSON text from UTF-8 bytes token by token, for the shapes the store writes.
///
/// It is strict: anything it is not sure to read exactly as `JSONDecoder` does (an escaped
/// key, a lone surrogate, a number out of range, a fraction where an integer belongs…)
/// throws `Unreadable`, and the caller hands the text to `JSONDecoder` instead.
struct StoredJSONReader {
    /// The text is not in a shape this reader vouches for.
    struct Unreadable: Error {}

    /// The text.
    private let bytes: UnsafeBufferPointer<UInt8>
    /// Where reading goes on.
    private var index = 0
    /// Whether the object or array opened last has had no member yet.
    private var atStart = false

    /// A reader of `bytes`, which must outlive it.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Opens an object.
    mutating func beginObject() throws(Unreadable) {
        try expect(UInt8(ascii: "{"))
        atStart = true
    }

    /// The next key of the current object, its value to be read next; nil when the object closes.
    mutating func nextKey() throws(Unreadable) -> StoredJSONKey? {
        guard try nextMember(closing: UInt8(ascii: "}")) else { return nil }
        let key = try rawString()
        try expect(UInt8(ascii: ":"))
        return StoredJSONKey(bytes: key)
    }

    /// The next key of the current object read as any string (escapes resolved), its value
    /// to be read next; nil when the object closes.
    mutating func nextTextKey() throws(Unreadable) -> String? {
        guard try nextMember(closing: UInt8(ascii: "}")) else { return nil }
        let key = try readString()
        try expect(UInt8(ascii: ":"))
        return key
    }

    /// Opens an array.
    mutating func beginArray() throws(Unreadable) {
        try expect(UInt8(ascii: "["))
        atStart = true
    }

    /// Whether the current array has another element, to be read next; false when it closes.
    mutating func nextElement() throws(Unreadable) -> Bool {
        try nextMember(closing: UInt8(ascii: "]"))
    }

    /// Reads `null` when it comes next.
    mutating func readNull() -> Bool {
        skipWhitespace()
        guard matches("null") else { return false }
        index += 4
        return true
    }

    /// A Boolean.
    mutating func readBool() throws(Unreadable) -> Bool {
        skipWhitespace()
        if matches("true") {
            index += 4
            return true
        }
        guard matches("false") else { throw Unreadable() }
        index += 5
        return false
    }

    /// An integer written without fraction or exponent that fits in `Int`.
    mutating func readInt() throws(Unreadable) -> Int {
        let number = try numberText()
        guard !number.isDecimal, let value = Int(String(decoding: number.text, as: UTF8.self)) else {
            throw Unreadable()
        }
        return value
    }

    /// A finite double; one that underflows to zero is left to `JSONDecoder`.
    mutating func readDouble() throws(Unreadable) -> Double {
        let number = try numberText()
        if !number.isDecimal, number.text.count < 16 {
            guard let whole = Int(String(decoding: number.text, as: UTF8.self)) else { throw Unreadable() }
            return whole == 0 && number.text.first == UInt8(ascii: "-") ? -0.0 : Double(whole)
        }
        guard let value = Double(String(decoding: number.text, as: UTF8.self)), value.isFinite,
            value != 0 || !number.hasNonzeroDigit
        else { throw Unreadable() }
        return value
    }

    /// A string, its escapes resolved.
    mutating func readString() throws(Unreadable) -> String {
        skipWhitespace()
        try expect(UInt8(ascii: "\""))
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                defer { index += 1 }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") { return try escapedString(from: start) }
            guard byte >= 0x20 else { throw Unreadable() }
            index += 1
        }
        throw Unreadable()
    }

    /// Checks that nothing but whitespace follows.
    mutating func finish() throws(Unreadable) {
        skipWhitespace()
        guard index == bytes.count else { throw Unreadable() }
    }

    /// Steps to the next member of an object or array: false when `closing` ends it,
    /// after the comma otherwise.
    private mutating func nextMember(closing: UInt8) throws(Unreadable) -> Bool {
        skipWhitespace()
        let first = atStart
        atStart = false
        guard index < bytes.count else { throw Unreadable() }
        if bytes[index] == closing {
            index += 1
            return false
        }
        if !first { try expect(UInt8(ascii: ",")) }
        return true
    }

    /// A string without escapes, as its bytes (a key).
    private mutating func rawString() throws(Unreadable) -> UnsafeBufferPointer<UInt8> {
        try expect(UInt8(ascii: "\""))
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                defer { index += 1 }
                return UnsafeBufferPointer(rebasing: bytes[start..<index])
            }
            guard byte != UInt8(ascii: "\\"), byte >= 0x20 else { throw Unreadable() }
            index += 1
        }
        throw Unreadable()
    }

    /// The rest of a string from the first backslash on, `start` being its first byte.
    private mutating func escapedString(from start: Int) throws(Unreadable) -> String {
        var text = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""): return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"): try appendEscape(to: &text)
            case 0x20...: text.append(byte)
            default: throw Unreadable()
            }
        }
        throw Unreadable()
    }

    /// Resolves the escape after a backslash into `text`.
    private mutating func appendEscape(to text: inout [UInt8]) throws(Unreadable) {
        guard index < bytes.count else { throw Unreadable() }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(byte)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hexQuad()
            if (0xD800..<0xDC00).contains(scalar) {
                guard matches("\\u") else { throw Unreadable() }
                index += 2
                let low = try hexQuad()
                guard (0xDC00..<0xE000).contains(low) else { throw Unreadable() }
                scalar = 0x10000 + (scalar - 0xD800) << 10 + (low - 0xDC00)
            }
            guard let unicode = Unicode.Scalar(scalar), let encoded = UTF8.encode(unicode) else { throw Unreadable() }
            text.append(contentsOf: encoded)
        default: throw Unreadable()
        }
    }

    /// Four hexadecimal digits, as a number.
    private mutating func hexQuad() throws(Unreadable) -> UInt32 {
        guard index + 4 <= bytes.count else { throw Unreadable() }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw Unreadable()
            }
            value = value << 4 | UInt32(digit)
        }
        index += 4
        return value
    }

    /// The text of a number in JSON's grammar, whether it has a fraction or an exponent,
    /// and whether any digit before its exponent is not zero.
    private mutating func numberText() throws(Unreadable) -> (
        text: UnsafeBufferPointer<UInt8>, isDecimal: Bool, hasNonzeroDigit: Bool
    ) {
        skipWhitespace()
        let start = index
        if peek == UInt8(ascii: "-") { index += 1 }
        var hasNonzeroDigit = false
        if peek == UInt8(ascii: "0") {
            index += 1
        } else {
            guard digits() else { throw Unreadable() }
            hasNonzeroDigit = true
        }
        var isDecimal = false
        if peek == UInt8(ascii: ".") {
            index += 1
            let fraction = index
            guard digits() || index > fraction else { throw Unreadable() }
            hasNonzeroDigit = hasNonzeroDigit || bytes[fraction..<index].contains { $0 != UInt8(ascii: "0") }
            isDecimal = true
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            index += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            let exponent = index
            _ = digits()
            guard index > exponent else { throw Unreadable() }
            isDecimal = true
        }
        return (UnsafeBufferPointer(rebasing: bytes[start..<index]), isDecimal, hasNonzeroDigit)
    }

    /// Skips decimal digits; whether the first was 1 to 9.
    private mutating func digits() -> Bool {
        let leadsNonzero = (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(peek ?? 0)
        while let byte = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
        return leadsNonzero
    }

    /// The byte at the reading position; nil at the end.
    private var peek: UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    /// Whether `literal` comes next.
    private func matches(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return literal.withUTF8Buffer { $0.elementsEqual(bytes[index..<index + count]) }
    }

    /// Skips whitespace, then consumes `byte` or throws.
    private mutating func expect(_ byte: UInt8) throws(Unreadable) {
        skipWhitespace()
        guard peek == byte else { throw Unreadable() }
        index += 1
    }

    /// Skips JSON's whitespace: spaces, tabs, line feeds and carriage returns.
    private mutating func skipWhitespace() {
        while let byte = peek,
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
                || byte == UInt8(ascii: "\t")
        {
            index += 1
        }
    }
}
