/// An option a command takes, as data: what its help's options, the completions and the
/// man page are made from.
struct OptionDeclaration: Equatable, Sendable {
    /// The option as typed, such as "--list".
    var name: String
    /// The value's name, such as "NAME" (translated); nil for a flag.
    var valueName: String?
    /// What the option does, in a few English words (the completions show it).
    var summary: String
    /// What the option does, as the command's help explains it (translated): lines without
    /// their indentation.
    var help: String
    /// What a shell offers for the value.
    var completion: ValueCompletion
    /// Whether the option may be given more than once.
    var repeatable: Bool
    /// The options it cannot be given with ("*": the arguments that are not options).
    var conflicts: [String]

    /// An option that takes a value.
    static func value(
        _ name: String, _ valueName: String, _ summary: String, help: String, completion: ValueCompletion = .text,
        repeatable: Bool = false, conflicts: [String] = []
    ) -> OptionDeclaration {
        OptionDeclaration(
            name: name, valueName: valueName, summary: summary, help: help, completion: completion,
            repeatable: repeatable, conflicts: conflicts)
    }

    /// An option that takes no value.
    static func flag(_ name: String, _ summary: String, help: String, conflicts: [String] = []) -> OptionDeclaration {
        OptionDeclaration(
            name: name, valueName: nil, summary: summary, help: help, completion: .text, repeatable: false,
            conflicts: conflicts)
    }

    /// Whether the option takes a value.
    var takesValue: Bool { valueName != nil }

    /// The option as its help shows it: "--list NAME", or the flag alone.
    var label: String { valueName.map { "\(name) \($0)" } ?? name }
}
