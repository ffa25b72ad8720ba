/// An argument that is not an option, as data: what completions are made from, and the
/// help's arguments when it explains one.
struct ArgumentDeclaration: Equatable, Sendable {
    /// Its name in the synopsis, such as "FILE".
    var name: String
    /// What it is, in a few English words (zsh shows it).
    var summary: String
    /// What it is, as the command's help explains it (translated); nil when the help's
    /// text says it.
    var help: String?
    /// What a shell offers for it.
    var completion: ValueCompletion
    /// Whether it takes any number of values, as the last argument.
    var variadic: Bool

    /// Creates the declaration; by default any text is offered, once.
    init(
        _ name: String, _ summary: String, help: String? = nil, completion: ValueCompletion = .text,
        variadic: Bool = false
    ) {
        self.name = name
        self.summary = summary
        self.help = help
        self.completion = completion
        self.variadic = variadic
    }
}
