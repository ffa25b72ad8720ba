import Foundation
import Testing

@testable import ChecklistsCommandLine

/// A listing written a page at a time is byte for byte the array written whole.
@Suite struct JSONArrayStreamTests {
    /// A nested entry, as the listings have (a region inside a pending request).
    private struct Entry: Encodable {
        var id: String
        var inner: [String: Int]
    }

    private static func entries(_ count: Int) -> [Entry] {
        (0..<count).map { Entry(id: "e\($0)", inner: ["n": $0]) }
    }

    /// Pages of 3, 3 and 1 entries (and an empty last page) give the text of all 7 at once.
    @Test func pagesWriteTheWholeArray() throws {
        let all = Self.entries(7)
        var written = ""
        var stream = JSONArrayStream { written += $0 }
        for page in [Array(all[0..<3]), Array(all[3..<6]), Array(all[6...]), []] {
            stream.append(try JSONArray.text(page))
        }
        stream.finish()
        #expect(written == (try JSONArray.text(all)))
    }

    /// No entries at all: "[]", as the whole array is written.
    @Test func noEntriesWriteAnEmptyArray() throws {
        var written = ""
        var stream = JSONArrayStream { written += $0 }
        stream.append(try JSONArray.text([Entry]()))
        stream.finish()
        #expect(written == "[]\n")
    }
}
