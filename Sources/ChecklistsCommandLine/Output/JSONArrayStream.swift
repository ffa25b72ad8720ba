/// Writes one JSON array a page at a time, byte for byte as `JSONArray.text` writes the
/// whole listing, so that a long listing is never held whole.
struct JSONArrayStream {
    /// Where the text goes.
    let write: (String) -> Void
    private var started = false

    /// A stream writing to `write`.
    init(write: @escaping (String) -> Void) {
        self.write = write
    }

    /// Writes the entries of a page, given as `JSONArray.text` wrote them.
    mutating func append(_ page: String) {
        let open = "[\n"
        let close = "\n]\n"
        guard page.hasPrefix(open), page.hasSuffix(close) else { return }
        write((started ? ",\n" : open) + page.dropFirst(open.count).dropLast(close.count))
        started = true
    }

    /// Ends the array; an array that had no entries is "[]".
    func finish() {
        write(started ? "\n]\n" : "[]\n")
    }
}
