import Testing

@testable import ChecklistsCommandLine

/// Each command's parsing takes the options its declaration names (which its help, its
/// completions and the man page show), and no other.
@Suite("Declared options and parsing")
struct DeclaredOptionsTests {
    @Test("Every declared option is taken", arguments: Verb.allCases)
    func declaredOptionsAreTaken(verb: Verb) {
        for option in verb.definition.options {
            let arguments = [verb.rawValue, option.name] + (option.takesValue ? ["x"] : [])
            if let error = Fixtures.error(arguments) {
                #expect(!Self.refuses(error, option.name), "\(arguments): \(error)")
            }
        }
    }

    @Test("An option that is not declared is refused", arguments: Verb.allCases)
    func otherOptionsAreRefused(verb: Verb) throws {
        let error = try #require(Fixtures.error([verb.rawValue, "--bogus"]))
        #expect(Self.refuses(error, "--bogus"), "\(error)")
    }

    /// Whether `error` refuses `option` as one the command does not take.
    private static func refuses(_ error: CommandLineError, _ option: String) -> Bool {
        let message = error.description
        return message.contains("unknown option \(option)") || message.contains("does not take \(option)")
    }
}
