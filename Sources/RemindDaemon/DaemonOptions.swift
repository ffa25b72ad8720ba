import RemindersAPI

/// remindd's command line: `remindd [--verbose]`, `remindd --help`, `remindd --version`.
public struct DaemonOptions: Equatable {
    /// Whether detail lines are logged.
    public var verbose = false
    /// Whether the help was asked for.
    public var help = false
    /// Whether the release version was asked for.
    public var version = false

    /// The usage text.
    public static let usage = """
        Usage: remindd [--verbose]

        The Checklists reminder daemon: keeps every app's notification requests, fires each
        on time and posts it as a desktop popup. It serves \(RemindersBus.busName) on the
        session bus and is usually started by D-Bus activation; one runs per session.

        Options:
          --verbose   log details besides one line per event
          --help      show this help
          --version   show remindd's version
        """

    /// Reads the arguments (without the program name).
    public init(arguments: [String]) throws(DaemonError) {
        for argument in arguments {
            switch argument {
            case "--verbose", "-v": verbose = true
            case "--help", "-h": help = true
            case "--version": version = true
            default: throw .usage("unknown option \(argument)")
            }
        }
    }
}
