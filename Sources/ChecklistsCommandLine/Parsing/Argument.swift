/// One command-line argument, classified by `ArgumentReader`.
enum Argument: Equatable {
    /// An option such as `--title`, or `--title=TEXT` with its value inline.
    case option(String, inlineValue: String?)
    /// Anything else, and everything after `--`.
    case positional(String)
}
