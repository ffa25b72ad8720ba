import Testing

@testable import ChecklistsCommandLine

/// The help is made from the commands' declarations: the overview from their groups and
/// summaries, each command's help from its forms, text, arguments and options.
@Suite("Help made from the declarations")
struct DerivedHelpTests {
    @Test("The overview lists each command under its heading, in order, with its summary")
    func overview() {
        var rest = Substring(HelpText.main)
        for group in VerbGroup.allCases {
            guard let heading = rest.range(of: "\n\(group.heading)\n") else {
                Issue.record("no heading \(group.heading) after the one before")
                return
            }
            rest = rest[heading.upperBound...]
            for verb in Verb.allCases where verb.definition.group == group {
                let name = verb.rawValue.padding(toLength: 17, withPad: " ", startingAt: 0)
                #expect(rest.hasPrefix("  \(name)\(verb.definition.summary)\n"), "\(verb.rawValue)")
                rest = rest.drop { $0 != "\n" }.dropFirst()
            }
        }
    }

    @Test("A command's help shows its forms, its text and each option", arguments: Verb.allCases)
    func commandHelp(verb: Verb) {
        let definition = verb.definition
        let help = HelpText.text(for: verb)
        #expect(help.hasPrefix("Usage: checklists \(definition.synopsis[0])\n"))
        for form in definition.synopsis.dropFirst() { #expect(help.contains("\n       checklists \(form)\n")) }
        #expect(help.contains("\n\n\(definition.about)\n\n"))
        for option in definition.options {
            let first = option.help.prefix { $0 != "\n" }
            let row =
                option.label.count <= 17
                ? "\n  \(option.label.padding(toLength: 19, withPad: " ", startingAt: 0))\(first)\n"
                : "\n  \(option.label)\n\(String(repeating: " ", count: 21))\(first)\n"
            #expect(help.contains(row), "\(verb.rawValue) \(option.name)")
        }
        #expect(help.contains("\n  -h, --help         Show this help\n"))
        if let epilogue = definition.epilogue { #expect(help.hasSuffix("\n\n\(epilogue)\n")) }
    }

    @Test("An option's help of several lines continues in its column")
    func continuedLines() {
        #expect(
            HelpText.add.contains(
                """
                  --remind-before DURATION
                                     Remind this long before the due time: 15m, 2h, 1d; repeatable
                  --remind-at WHEN   Remind at this date and time; repeatable

                """))
        #expect(
            HelpText.add.contains(
                """
                  --list NAME        The checklist (any case), created when missing
                                     (default: "Checklist", created when missing)

                """))
    }
}
