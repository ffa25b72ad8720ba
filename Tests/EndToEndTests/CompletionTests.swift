import Foundation
import TestSupport
import Testing

/// The shell completions in data/completions offer what `checklists --help` lists: every
/// command, and for each command the options its own `--help` names, no more and no less.
///
/// Bash and fish complete for real (the completion loaded into the shell, asked as the
/// shell asks when the user presses Tab); zsh, which the tests do not install, is read as
/// text and must name every command and option.
@Suite("Shell completions")
struct CompletionTests {
    /// The folder of the completion files.
    static let completions = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("data/completions")

    /// Bash offers every command at the first word, and each command's options after `--`.
    @Test func bashOffersTheCommandsAndOptionsOfTheHelp() async throws {
        let help = try await CommandHelp.read()
        let file = Self.completions.appendingPathComponent("checklists.bash").path
        // As bash calls the function on Tab: the words of the line, the last one being typed.
        let script = #"""
            source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1))
            _checklists; printf '%s\n' "${COMPREPLY[@]}"
            """#
        func complete(_ words: [String]) async -> Set<String> {
            let result = await CommandHelp.run("bash", ["--norc", "--noprofile", "-c", script, "bash", file] + words)
            return Set(result.stdout.split(separator: "\n").map(String.init))
        }
        #expect(await complete(["checklists", ""]) == Set(help.commands + ["help"]))
        #expect(await complete(["checklists", "help", "da"]) == ["daily-reminder"])
        for (command, options) in help.options {
            #expect(await complete(["checklists", command, "--"]) == options, "checklists \(command) --")
        }
        #expect(await complete(["checklists", "notify", "--urgency", ""]) == ["low", "normal", "critical"])
        #expect(await complete(["checklists", "account", ""]) == ["add", "list", "online", "remove"])
    }

    /// Fish offers every command at the first word, and each command's options after `--`.
    @Test func fishOffersTheCommandsAndOptionsOfTheHelp() async throws {
        let help = try await CommandHelp.read()
        let file = Self.completions.appendingPathComponent("checklists.fish").path
        func complete(_ line: String) async -> Set<String> {
            let result = await CommandHelp.run(
                "fish", ["--no-config", "-c", "source $argv[1]; complete -C$argv[2]", file, line])
            // Each line is a candidate, then a tab and its description.
            let lines = result.stdout.split(separator: "\n")
            return Set(lines.compactMap { $0.split(separator: "\t").first.map(String.init) })
        }
        #expect(await complete("checklists ") == Set(help.commands + ["help"]))
        for (command, options) in help.options {
            #expect(await complete("checklists \(command) --") == options, "checklists \(command) --")
        }
        #expect(await complete("checklists notify --urgency ") == ["low", "normal", "critical"])
        #expect(await complete("checklists daily-reminder ") == ["on", "off"])
    }

    /// The zsh completion names every command and every option of the help.
    @Test func zshNamesTheCommandsAndOptionsOfTheHelp() async throws {
        let help = try await CommandHelp.read()
        let text = ChildProcess.read(Self.completions.appendingPathComponent("_checklists").path)
        for command in help.commands {
            #expect(text.contains("'\(command):"), "_checklists does not describe \(command)")
        }
        for option in Set(help.options.values.flatMap { $0 }) {
            let described = ["\(option)[", "\(option)=[", "\(option)}'["].contains { text.contains($0) }
            #expect(described, "_checklists lacks \(option)")
        }
    }
}

/// The commands `checklists --help` lists, and the options each command's `--help` names.
private struct CommandHelp {
    /// The commands, in the order of the help.
    var commands: [String]
    /// Each command's options, as `--name`, with `--help`.
    var options: [String: Set<String>]

    /// Runs the built `checklists --help` and `checklists COMMAND --help` for each command.
    static func read() async throws -> CommandHelp {
        let checklists = try BuiltExecutables.locate().checklists.path
        let main = await run(checklists, ["--help"])
        try #require(main.status == 0, "\(main)")
        // The command lines of the overview: two spaces, the command, two spaces or more.
        let commands = main.stdout.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("  "), let first = line.dropFirst(2).split(separator: " ").first,
                first.first?.isLetter == true, line.contains("\(first)  ")
            else { return nil }
            return String(first)
        }
        try #require(commands.count >= 20, "commands read from the help: \(commands)")
        var options: [String: Set<String>] = [:]
        for command in commands {
            let help = await run(checklists, [command, "--help"])
            try #require(help.status == 0, "\(help)")
            options[command] = Set(
                help.stdout.matches(of: /--[a-z][a-z-]*/).map { String($0.output) })
        }
        return CommandHelp(commands: commands, options: options)
    }

    /// Runs a program found on the PATH, in the tests' environment, and waits up to a
    /// minute for it.
    static func run(_ program: String, _ arguments: [String]) async -> CommandResult {
        let folder: TemporaryFolder
        let process: ChildProcess
        do {
            folder = try TemporaryFolder()
            process = try ChildProcess.launch(
                program, executable: program, arguments: arguments, environment: ProcessEnvironment.make([:]),
                standardOutput: folder.path("out"), standardError: folder.path("err"))
        } catch {
            return CommandResult(status: -1, stdout: "", stderr: "\(error)")
        }
        defer { folder.remove() }
        return await process.result(timeout: .seconds(60))
    }
}
