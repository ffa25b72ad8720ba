/// An argument that is not an option, as data: what completions are made from.
struct ArgumentDeclaration: Equatable, Sendable {
    /// Its name in the synopsis, such as "FILE".
    var name: String
    /// What it is, in a few words (zsh shows it).
    var help: String
    /// What a shell offers for it.
    var completion: ValueCompletion
    /// Whether it takes any number of values, as the last argument.
    var variadic: Bool

    /// Creates the declaration; by default any text is offered, once.
    init(_ name: String, _ help: String, completion: ValueCompletion = .text, variadic: Bool = false) {
        self.name = name
        self.help = help
        self.completion = completion
        self.variadic = variadic
    }
}
