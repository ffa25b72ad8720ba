import Foundation
import Translations

#if canImport(Glibc)
    import Glibc
#endif

/// Where `checklists account add` gets the account's password: never from its arguments.
///
/// When standard input is not a terminal (a pipe, a file: `pass show dav | checklists account
/// add ...`), the password is its first line, without the line break. On a terminal the user
/// is asked on /dev/tty with echo off; the terminal's settings come back afterwards, also when
/// Ctrl+C (or SIGTERM, SIGHUP, SIGQUIT) ends the command while it asks.
public struct PasswordInput: Sendable {
    /// The descriptor read when it is not a terminal (standard input).
    public var descriptor: Int32
    /// The terminal the question goes to when it is one.
    public var terminalPath: String

    /// Reads from `descriptor` (standard input unless given), asking on `terminalPath`.
    public init(descriptor: Int32 = STDIN_FILENO, terminalPath: String = "/dev/tty") {
        self.descriptor = descriptor
        self.terminalPath = terminalPath
    }

    /// The password of `user` at `url`; an empty one, or none, is bad input.
    public func read(user: String, url: String) throws(CommandLineError) -> String {
        let password: String
        if isatty(descriptor) == 1 {
            password = try askTerminal(prompt: "Password for \(user) at \(url): ")
        } else {
            password = try Self.firstLine(of: descriptor, source: "standard input")
        }
        guard !password.isEmpty else { throw .badInput(tr("the password is empty")) }
        return password
    }

    /// The first line `descriptor` gives (without "\n" or "\r\n"), read a byte at a time so
    /// that nothing after it is taken.
    private static func firstLine(of descriptor: Int32, source: String) throws(CommandLineError) -> String {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let count = Glibc.read(descriptor, &byte, 1)
            if count == 1 {
                if byte == UInt8(ascii: "\n") { break }
                bytes.append(byte)
            } else if count == 0 {
                break
            } else if errno != EINTR {
                throw .failure(
                    tr("cannot read the password from %s: %s", "\(source)", "\(String(cString: strerror(errno)))"))
            }
        }
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        guard let line = String(validating: bytes, as: UTF8.self) else {
            throw .badInput(tr("the password from %s is not UTF-8 text", "\(source)"))
        }
        return line
    }

    /// Asks `prompt` on the terminal and reads the answer with echo off.
    private func askTerminal(prompt: String) throws(CommandLineError) -> String {
        let terminal = open(terminalPath, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard terminal >= 0 else {
            throw .failure(
                tr("cannot ask for the password: %s: %s", "\(terminalPath)", "\(String(cString: strerror(errno)))"))
        }
        defer { close(terminal) }
        var settings = termios()
        guard tcgetattr(terminal, &settings) == 0 else {
            throw .failure(tr("cannot ask for the password: %s is not a terminal", "\(terminalPath)"))
        }
        _ = prompt.withCString { write(terminal, $0, strlen($0)) }
        let restore = TerminalRestore(descriptor: terminal, settings: settings)
        var silent = settings
        silent.c_lflag &= ~tcflag_t(ECHO)
        tcsetattr(terminal, TCSAFLUSH, &silent)
        defer {
            restore.finish()
            _ = write(terminal, "\n", 1)
        }
        return try Self.firstLine(of: terminal, source: terminalPath)
    }
}
