import ChecklistsCommandLine
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The account's password from standard input when it is a pipe, as in
/// `pass show dav | checklists account add ...`.
@Suite("command line: the password from standard input")
struct PasswordInputTests {
    /// What `PasswordInput` reads from a pipe that was given `text` and then closed, and
    /// what is left in the pipe after it.
    private func read(piped text: String) throws -> (password: Result<String, CommandLineError>, rest: String) {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        _ = text.withCString { write(ends[1], $0, strlen($0)) }
        close(ends[1])
        let password = Result { () throws(CommandLineError) -> String in
            try PasswordInput(descriptor: ends[0]).read(user: "alice", url: "https://dav.example/")
        }
        let rest = FileHandle(fileDescriptor: ends[0], closeOnDealloc: false).readDataToEndOfFile()
        return (password, String(decoding: rest, as: UTF8.self))
    }

    /// The first line is the password, without its line break; nothing after it is taken.
    @Test func firstLineIsThePassword() throws {
        let read = try read(piped: "s3cret with spaces \nsecond line\n")
        #expect(read.password == .success("s3cret with spaces "))
        #expect(read.rest == "second line\n")
    }

    /// A password without a final line break, or with a Windows one, is read whole.
    @Test func lineBreakIsOptional() throws {
        #expect(try read(piped: "s3cret").password == .success("s3cret"))
        #expect(try read(piped: "s3cret\r\n").password == .success("s3cret"))
    }

    /// An empty first line, or nothing at all, is refused in one line, as bad input.
    @Test func emptyPasswordIsRefused() throws {
        for text in ["", "\n", "\nsecond line\n"] {
            let password = try read(piped: text).password
            #expect(password == .failure(.badInput("the password is empty")), "\(text.debugDescription)")
            #expect((try? password.get()) == nil)
        }
        #expect(CommandLineError.badInput("the password is empty").exitCode == .usage)
    }

    /// Bytes that are not UTF-8 are refused rather than mangled.
    @Test func nonUTF8IsRefused() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let bytes: [UInt8] = [0xff, 0xfe, 0x0a]
        _ = write(ends[1], bytes, bytes.count)
        close(ends[1])
        #expect(throws: CommandLineError.badInput("the password from standard input is not UTF-8 text")) {
            try PasswordInput(descriptor: ends[0]).read(user: "alice", url: "https://dav.example/")
        }
    }
}
