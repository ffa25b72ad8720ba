/// An option a command takes, as data: what completions and the synopsis are made from.
struct OptionDeclaration: Equatable, Sendable {
    /// The option as typed, such as "--list".
    var name: String
    /// The value's name in the synopsis, such as "NAME"; nil for a flag.
    var valueName: String?
    /// What the option does, in a few words (the completions show it).
    var help: String
    /// What a shell offers for the value.
    var completion: ValueCompletion
    /// Whether the option may be given more than once.
    var repeatable: Bool
    /// The options it cannot be given with ("*": the arguments that are not options).
    var conflicts: [String]

    /// An option that takes a value.
    static func value(
        _ name: String, _ valueName: String, _ help: String, completion: ValueCompletion = .text,
        repeatable: Bool = false, conflicts: [String] = []
    ) -> OptionDeclaration {
        OptionDeclaration(
            name: name, valueName: valueName, help: help, completion: completion, repeatable: repeatable,
            conflicts: conflicts)
    }

    /// An option that takes no value.
    static func flag(_ name: String, _ help: String, conflicts: [String] = []) -> OptionDeclaration {
        OptionDeclaration(
            name: name, valueName: nil, help: help, completion: .text, repeatable: false, conflicts: conflicts)
    }

    /// Whether the option takes a value.
    var takesValue: Bool { valueName != nil }
}
