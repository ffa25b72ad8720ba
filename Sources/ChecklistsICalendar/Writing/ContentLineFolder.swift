/// Folds a content line as RFC 5545 §3.1 asks: at most 75 octets a line, continued after a
/// line break and a space, never inside a UTF-8 character.
enum ContentLineFolder {
    /// The longest line, in octets.
    static let width = 75

    /// `line` folded, each piece ending in CRLF.
    static func folded(_ line: String) -> String {
        var result = ""
        var count = 0
        for scalar in line.unicodeScalars {
            let size = String(scalar).utf8.count
            if count + size > width {
                result += "\r\n "
                count = 1
            }
            result.unicodeScalars.append(scalar)
            count += size
        }
        return result + "\r\n"
    }
}
