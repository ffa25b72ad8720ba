/// One command of `checklists`, in one place: its name, where the overview lists it, its
/// arguments and options as data, its help, and how its arguments become the `Command` it
/// runs.
///
/// The overview (`checklists --help`), the shell completions and the man page's synopsis
/// are made from these declarations; `Verb.allCases` lists the commands.
protocol VerbDefinition: Sendable {
    /// The name typed on the command line, such as "new-list".
    static var name: String { get }
    /// The heading the overview lists the command under.
    static var group: VerbGroup { get }
    /// What the command does, on one line of the overview.
    static var summary: String { get }
    /// Each form of the command, after "checklists ", as the man page's synopsis shows it.
    static var synopsis: [String] { get }
    /// The arguments that are not options, in order.
    static var arguments: [ArgumentDeclaration] { get }
    /// The options, without `--help`, which every command takes.
    static var options: [OptionDeclaration] { get }
    /// `checklists NAME --help`.
    static var help: String { get }

    /// The command the arguments after the name ask for; the error says what is wrong.
    static func parse(_ reader: inout ArgumentReader, with parser: CommandParser) throws(CommandLineError) -> Command
}
