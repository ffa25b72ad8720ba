import Foundation
import TestSupport
import Testing

@testable import ChecklistsCommandLine

/// The files made from the commands' declarations are committed as the declarations make
/// them now: the shell completions and the man page's SYNOPSIS.
@Suite("Files made from the commands' declarations")
struct GeneratedFilesTests {
    /// The repository's data folder.
    static let data = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("data")

    @Test("Each completion script is what the declarations make", arguments: CompletionScript.Shell.allCases)
    func completionScript(shell: CompletionScript.Shell) throws {
        let file = Self.data.appendingPathComponent("completions/\(shell.fileName)")
        let committed = try String(contentsOf: file, encoding: .utf8)
        #expect(
            committed == CompletionScript.script(for: shell),
            "data/completions/\(shell.fileName) is stale: run make completions")
    }

    @Test("The man page's SYNOPSIS is what the declarations make")
    func manPageSynopsis() throws {
        let page = try String(contentsOf: Self.data.appendingPathComponent("man/checklists.1"), encoding: .utf8)
        let updated = try #require(ManPageSynopsis.updating(page), "data/man/checklists.1 lacks the SYNOPSIS markers")
        #expect(updated == page, "the SYNOPSIS of data/man/checklists.1 is stale: run make completions")
    }

    @Test("The synopsis names every command and option")
    func synopsisNamesEverything() {
        let section = ManPageSynopsis.section.replacing("\\-", with: "-")
        for verb in Verb.allCases {
            #expect(section.contains("\\fB\\%\(verb.rawValue)\\fR"), "\(verb.rawValue)")
            for option in verb.definition.options {
                #expect(section.contains("\\fB\\%\(option.name)\\fR"), "\(verb.rawValue) \(option.name)")
            }
        }
    }

    @Test("Each command's help names each of its declared options, and no other")
    func helpNamesTheDeclaredOptions() {
        for verb in Verb.allCases {
            let named = Set(HelpText.text(for: verb).matches(of: /--[a-z][a-z-]*/).map { String($0.output) })
            let declared = Set(verb.definition.options.map(\.name) + ["--help"])
            #expect(named == declared, "\(verb.rawValue)")
        }
    }

    @Test("The hidden options print the scripts and the synopsis")
    func hiddenOptions() {
        for shell in CompletionScript.Shell.allCases {
            let command = Fixtures.parse(["--generate-completion-script", shell.rawValue])
            #expect(command == .success(.help(CompletionScript.script(for: shell))))
        }
        #expect(Fixtures.parse(["--generate-man-synopsis"]) == .success(.help(ManPageSynopsis.section)))
        #expect(
            Fixtures.error(["--generate-completion-script", "tcsh"])
                == .usage("--generate-completion-script needs one of bash, zsh and fish"))
    }
}
