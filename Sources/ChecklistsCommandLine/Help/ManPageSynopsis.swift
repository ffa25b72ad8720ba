/// The SYNOPSIS section of data/man/checklists.1, made from the commands' declarations
/// (their forms, left-aligned):
/// `make completions` writes it between `begin` and `end`; the rest of the page is written
/// by hand.
public enum ManPageSynopsis {
    /// The comment line before the section.
    public static let begin = #".\" The SYNOPSIS is made from the commands' declarations by "make completions"."#
    /// The comment line after the section.
    public static let end = #".\" End of the SYNOPSIS made by "make completions"."#

    /// The hidden option that prints the section: `checklists --generate-man-synopsis`.
    static let option = "--generate-man-synopsis"

    /// The lines between `begin` and `end`, each ending in a line break.
    public static var section: String {
        var lines = [".SH SYNOPSIS", ".ad l", ".B checklists", ".RB [ \\-\\-background ]"]
        for verb in Verb.allCases.map(\.definition) {
            lines += verb.synopsis.map { ".br\n\\fBchecklists\\fR " + roff($0) }
        }
        lines += [
            ".br", "\\fBchecklists help\\fR \\fICOMMAND\\fR", ".br",
            "\\fBchecklists\\fR [\\fICOMMAND\\fR] \\fB\\-\\-help\\fR", ".ad b",
        ]
        return lines.map { $0 + "\n" }.joined()
    }

    /// `page` with the section between `begin` and `end` replaced by `section`; nil when
    /// the page lacks the markers.
    public static func updating(_ page: String) -> String? {
        guard let start = page.range(of: begin + "\n"),
            let stop = page.range(of: end, range: start.upperBound..<page.endIndex)
        else { return nil }
        return String(page[..<start.upperBound]) + section + String(page[stop.lowerBound...])
    }

    /// One form of a command as roff: names and options bold, placeholders (capitals)
    /// italic, brackets, bars and ellipses roman; no word is hyphenated.
    private static func roff(_ form: String) -> String {
        form.split(whereSeparator: \.isWhitespace).map { word in
            var line = ""
            var token = ""
            func flush() {
                guard !token.isEmpty else { return }
                let escaped = "\\%" + token.replacing("-", with: "\\-")
                if token.contains(where: \.isLowercase) {
                    line += "\\fB\(escaped)\\fR"
                } else if token.contains(where: \.isUppercase) {
                    line += "\\fI\(escaped)\\fR"
                } else {
                    line += escaped
                }
                token = ""
            }
            for character in word {
                if "[]|".contains(character) {
                    flush()
                    line.append(character)
                } else {
                    token.append(character)
                }
            }
            flush()
            return line
        }.joined(separator: " ")
    }
}
