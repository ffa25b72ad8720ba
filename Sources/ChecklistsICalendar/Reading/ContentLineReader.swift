/// Splits an iCalendar text into unfolded content lines (RFC 5545 §3.1): a line that starts
/// with a space or a tab continues the one before. Each line is split into its name, its
/// parameters (quoted values may hold `:`, `;` and `,`) and its value. Values are read by
/// libical later; this only finds where each line is, for messages that name it. It walks
/// the UTF-8 bytes, so a file of megabytes takes milliseconds.
enum ContentLineReader {
    /// The content lines of `text`; a line without a name and a colon is refused.
    static func lines(_ text: String) throws(ICalendarError) -> [ContentLine] {
        var result: [ContentLine] = []
        var current = ""
        var start = 0
        var number = 0
        let bytes = text.utf8
        var lineStart = bytes.startIndex
        while lineStart < bytes.endIndex {
            number += 1
            let newline = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
            var lineEnd = newline
            if lineEnd > lineStart, bytes[bytes.index(before: lineEnd)] == UInt8(ascii: "\r") {
                lineEnd = bytes.index(before: lineEnd)
            }
            let line = Substring(text[lineStart..<lineEnd])
            if let first = line.utf8.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t"), start > 0 {
                current += line.utf8.dropFirst().isEmpty ? "" : String(line.dropFirst())
            } else {
                if start > 0 { result.append(try split(current, number: start)) }
                current = String(line)
                start = current.isEmpty ? 0 : number
            }
            lineStart = newline == bytes.endIndex ? newline : bytes.index(after: newline)
        }
        if start > 0 { result.append(try split(current, number: start)) }
        return result
    }

    /// One unfolded line split into name, parameters and value.
    static func split(_ text: String, number: Int) throws(ICalendarError) -> ContentLine {
        let bytes = text.utf8
        var index = bytes.startIndex
        func readName() -> String {
            let begin = index
            while index < bytes.endIndex, isNameByte(bytes[index]) { index = bytes.index(after: index) }
            return String(text[begin..<index]).uppercased()
        }
        func at(_ character: Unicode.Scalar) -> Bool {
            index < bytes.endIndex && bytes[index] == UInt8(ascii: character)
        }
        let name = readName()
        guard !name.isEmpty else { throw malformed(text, number) }
        var parameters: [(String, String)] = []
        while at(";") {
            index = bytes.index(after: index)
            let parameter = readName()
            guard !parameter.isEmpty, at("=") else { throw malformed(text, number) }
            index = bytes.index(after: index)
            var values: [String] = []
            repeat {
                if at(",") { index = bytes.index(after: index) }
                if at("\"") {
                    index = bytes.index(after: index)
                    let begin = index
                    while index < bytes.endIndex, !at("\"") { index = bytes.index(after: index) }
                    guard index < bytes.endIndex else { throw malformed(text, number) }
                    values.append(String(text[begin..<index]))
                    index = bytes.index(after: index)
                } else {
                    let begin = index
                    while index < bytes.endIndex, !at(";"), !at(":"), !at(",") { index = bytes.index(after: index) }
                    values.append(String(text[begin..<index]))
                }
            } while at(",")
            parameters.append((parameter, values.joined(separator: ",")))
        }
        guard at(":") else { throw malformed(text, number) }
        let value = String(text[bytes.index(after: index)...])
        return ContentLine(number: number, text: text, name: name, parameters: parameters, value: value)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "-") || (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
            || (byte >= 0x61 && byte <= 0x7A)
    }

    private static func malformed(_ text: String, _ number: Int) -> ICalendarError {
        let shown = text.count > 40 ? text.prefix(40) + "…" : Substring(text)
        return ICalendarError(line: number, "\"\(shown)\" is not an iCalendar content line (NAME;PARAM=VALUE:VALUE)")
    }
}
