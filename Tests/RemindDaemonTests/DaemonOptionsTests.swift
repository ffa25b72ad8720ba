import Foundation
import RemindDaemon
import Testing

/// remindd's command line.
@Suite("DaemonOptions")
struct DaemonOptionsTests {
    /// No arguments: quiet, no help.
    @Test("No arguments")
    func none() throws {
        let options = try DaemonOptions(arguments: [])
        #expect(options.verbose == false)
        #expect(options.help == false)
    }

    /// --verbose and -v turn on detail logging.
    @Test("--verbose", arguments: ["--verbose", "-v"])
    func verbose(argument: String) throws {
        let options = try DaemonOptions(arguments: [argument])
        #expect(options.verbose == true)
        #expect(options.help == false)
    }

    /// --help and -h ask for the usage text.
    @Test("--help", arguments: ["--help", "-h"])
    func help(argument: String) throws {
        let options = try DaemonOptions(arguments: [argument])
        #expect(options.help == true)
        #expect(options.verbose == false)
        #expect(DaemonOptions.usage.hasPrefix("Usage: remindd [--verbose]"))
    }

    /// --version asks for the release, which is the one the Debian package's changelog names.
    @Test("--version")
    func version() throws {
        let options = try DaemonOptions(arguments: ["--version"])
        #expect(options.version == true)
        #expect(options.help == false)
        let changelog = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../../packaging/debian/changelog"),
            encoding: .utf8)
        #expect(changelog.hasPrefix("checklists (\(DaemonVersion.current))"))
    }

    /// An unknown option is a usage error naming it.
    @Test("Unknown option")
    func unknown() {
        do {
            _ = try DaemonOptions(arguments: ["--verbose", "--foo"])
            Issue.record("--foo was accepted")
        } catch {
            guard case .usage(let message) = error else {
                Issue.record("expected a usage error, got \(error)")
                return
            }
            #expect(message == "unknown option --foo")
            #expect(error.description == "unknown option --foo")
        }
    }
}
