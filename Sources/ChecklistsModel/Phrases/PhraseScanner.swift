/// The words of a phrase, lower-cased and read one after another.
///
/// Spaces and commas separate words; "7 pm" is read as "7pm" and "2026-12-24t18:00" as
/// "2026-12-24" "18:00".
struct PhraseScanner {
    /// The text as given, for messages.
    let text: String
    /// What is being read, for messages.
    var subject: PhraseError.Subject
    /// The words.
    let words: [String]
    /// The index of the next word.
    private(set) var position = 0

    /// Splits `text` into words.
    init(_ text: String, subject: PhraseError.Subject) {
        self.text = text
        self.subject = subject
        var words: [String] = []
        let pieces = text.lowercased().split(whereSeparator: { $0.isWhitespace || $0 == "," })
        for typed in pieces.map(String.init) {
            // Words of the user's language are read as the English words they stand for,
            // but for "am" and "pm" after a time ("9 am").
            let piece = PhraseWords.english(typed)
            if typed == PhraseWords.am || typed == PhraseWords.pm, let last = words.last,
                last.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ":") })
            {
                words[words.count - 1] = last + typed
            } else if let separator = piece.firstIndex(of: "t"), piece[..<separator].contains("-"),
                piece[..<separator].allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "-") })
            {
                words.append(String(piece[..<separator]))
                words.append(String(piece[piece.index(after: separator)...]))
            } else {
                words.append(piece)
            }
        }
        self.words = words
    }

    /// Whether every word has been read.
    var isAtEnd: Bool { position >= words.count }

    /// The word `offset` places ahead, without reading it.
    func peek(_ offset: Int = 0) -> String? {
        position + offset < words.count ? words[position + offset] : nil
    }

    /// Reads the next word; nil at the end.
    mutating func next() -> String? {
        guard let word = peek() else { return nil }
        position += 1
        return word
    }

    /// Reads the next word, which must be there.
    mutating func expectNext() throws(PhraseError) -> String {
        guard let word = next() else { throw error(.incomplete) }
        return word
    }

    /// Reads the next word when it is one of `choices`.
    mutating func take(_ choices: String...) -> Bool {
        take(oneOf: choices)
    }

    /// Reads the next word when it is one of `choices`.
    mutating func take(oneOf choices: [String]) -> Bool {
        guard let word = peek(), choices.contains(word) else { return false }
        position += 1
        return true
    }

    /// Goes back to an earlier position.
    mutating func rewind(to position: Int) {
        self.position = position
    }

    /// An error about this text.
    func error(_ reason: PhraseError.Reason) -> PhraseError {
        PhraseError(text: text, subject: subject, reason: reason)
    }

    /// The error for the next word (or the end) that no rule accepts.
    func unexpected() -> PhraseError {
        guard let word = peek() else { return error(.incomplete) }
        return error(.unknownWord(word))
    }
}
