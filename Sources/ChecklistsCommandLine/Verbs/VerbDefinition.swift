/// One command of `checklists`, in one place: its name, where the overview lists it, its
/// forms, arguments and options as data, the text of its help, how its arguments become
/// the `Command` it runs, and (in a static `run`) how it runs.
///
/// The help (`checklists --help`, `checklists COMMAND --help`), the shell completions and
/// the man page's synopsis are made from these declarations; `Verb.allCases` lists the
/// commands.
protocol VerbDefinition: Sendable {
    /// The name typed on the command line, such as "new-list".
    static var name: String { get }
    /// The heading the overview lists the command under.
    static var group: VerbGroup { get }
    /// What the command does, on one line of the overview.
    static var summary: String { get }
    /// Each form of the command after "checklists " (translated), as the help's usage
    /// shows it: a line break starts a line of the help indented as it is given, and is a
    /// space in the man page.
    static var synopsis: [String] { get }
    /// The arguments that are not options, in order.
    static var arguments: [ArgumentDeclaration] { get }
    /// The options, without `--help`, which every command takes.
    static var options: [OptionDeclaration] { get }
    /// What the command does, the paragraphs of its help between the usage and the options.
    static var about: String { get }
    /// The paragraphs of its help after the options, such as examples; nil for none.
    static var epilogue: String? { get }

    /// The command the arguments after the name ask for; the error says what is wrong.
    static func parse(_ reader: inout ArgumentReader, with parser: CommandParser) throws(CommandLineError) -> Command
}
