import Foundation
import Testing

@testable import ChecklistsCommandLine

@Suite("Error lines and raw arguments")
struct ErrorLineTests {
    @Test("Line breaks become spaces, other control characters their escaped form")
    func controlCharacters() {
        #expect(CommandRunner.oneLine("a\nb\tc\r\nd") == "a b c  d")
        #expect(CommandRunner.oneLine("bad \"x\u{1B}[2J\u{7}\"") == #"bad "x\u{1B}[2J\u{07}""#)
    }

    @Test("A word longer than 200 characters is cut, saying how long it was")
    func longWords() {
        let word = String(repeating: "x", count: 100_000)
        #expect(CommandRunner.oneLine("--in: \(word) is bad") == "--in: \(word.prefix(60))…(100000 characters) is bad")
        let path = "/" + String(repeating: "p", count: 199)
        #expect(CommandRunner.oneLine("cannot open \(path)") == "cannot open \(path)")
    }

    @Test("Arguments that are not UTF-8 are refused, naming the argument and its option")
    func invalidUTF8() throws {
        let pointers = ["checklists", "notify", "--title"].map { (word: String) in strdup(word) }
        defer { for pointer in pointers { free(pointer) } }
        // "T" and the byte 0xFF, which is never UTF-8.
        let raw = UnsafeMutablePointer<CChar>.allocate(capacity: 3)
        defer { raw.deallocate() }
        raw[0] = 0x54
        raw[1] = CChar(bitPattern: 0xFF)
        raw[2] = 0
        let argv = pointers + [raw]
        #expect(throws: CommandLineError.badInput("argument 3 (after --title) is not valid UTF-8 text")) {
            try RawArguments.decode(argv)
        }
        #expect(try RawArguments.decode(pointers) == ["notify", "--title"])
    }
}
