import Foundation
import Translations

/// Parses the arguments of `checklists` (without the program name) into a `Command`.
///
/// Parsing does no D-Bus and opens no database: every check that needs neither is made
/// here, so bad input is refused with the daemon down and changes nothing.
public struct CommandParser {
    /// The moment the command runs, for refusing dates in the past.
    public var now: Date
    /// The user's time zone, in which `--at`, `--match` and `--due` are read.
    public var timeZone: TimeZone
    /// Makes a request identifier when `--id` is not given.
    public var makeIdentifier: () -> String
    /// The folder a relative `--attachment` path is read from.
    public var currentDirectory: String

    /// Creates a parser; by default identifiers are fresh lowercased UUIDs and relative paths
    /// start in the process's current directory.
    public init(
        now: Date, timeZone: TimeZone, makeIdentifier: @escaping () -> String = { UUID().uuidString.lowercased() },
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) {
        self.now = now
        self.timeZone = timeZone
        self.makeIdentifier = makeIdentifier
        self.currentDirectory = currentDirectory
    }

    /// The command `arguments` ask for; the error says what is wrong with them.
    public func parse(_ arguments: [String]) throws(CommandLineError) -> Command {
        guard let first = arguments.first else { return .launchApp }
        if first == "--help" || first == "-h" { return .help(HelpText.main) }
        if first == "help" { return try help(for: Array(arguments.dropFirst())) }
        if first == CompletionScript.option { return try completionScript(Array(arguments.dropFirst())) }
        if first == ManPageSynopsis.option, arguments.count == 1 { return .help(ManPageSynopsis.section) }
        if first.hasPrefix("-"), first != "-" { throw .usage(tr("unknown option %s", first)) }
        guard let verb = Verb(rawValue: first) else {
            throw .usage(tr("unknown command \"%s\" (see checklists --help)", first))
        }
        let rest = Array(arguments.dropFirst())
        if ArgumentReader.asksForHelp(rest) { return .help(HelpText.text(for: verb)) }
        var reader = ArgumentReader(rest)
        return try verb.definition.parse(&reader, with: self)
    }

    /// `checklists help [COMMAND]`.
    private func help(for arguments: [String]) throws(CommandLineError) -> Command {
        guard let name = arguments.first else { return .help(HelpText.main) }
        guard arguments.count == 1 else { throw .usage(tr("help takes at most one command")) }
        guard let verb = Verb(rawValue: name) else {
            throw .usage(tr("unknown command \"%s\" (see checklists --help)", name))
        }
        return .help(HelpText.text(for: verb))
    }

    /// The hidden `--generate-completion-script SHELL`, which `make completions` runs.
    private func completionScript(_ arguments: [String]) throws(CommandLineError) -> Command {
        guard arguments.count == 1, let shell = CompletionScript.Shell(rawValue: arguments[0]) else {
            throw .usage(tr("%s needs one of bash, zsh and fish", "\(CompletionScript.option)"))
        }
        return .help(CompletionScript.script(for: shell))
    }
}
