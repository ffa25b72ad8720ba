/// A command of `checklists`, by the name typed on the command line; `allCases` is the one
/// list of them, in the order the overview shows them.
public struct Verb: RawRepresentable, CaseIterable, Hashable, Sendable {
    /// Every command. A new command is a new `VerbDefinition` in Verbs/, one line here, the
    /// `Command` case its parsing gives with its line in `CommandRunner.execute`; then
    /// `make completions` and `make po`.
    public static let allCases: [Verb] = [
        Verb(ListsVerb.self), Verb(NewListVerb.self), Verb(RenameListVerb.self), Verb(RemoveListVerb.self),
        Verb(AddVerb.self), Verb(ItemsVerb.self), Verb(EditVerb.self), Verb(CheckVerb.self), Verb(UncheckVerb.self),
        Verb(RemoveVerb.self), Verb(ExportVerb.self), Verb(ImportVerb.self), Verb(NotifyVerb.self),
        Verb(PendingVerb.self), Verb(DeliveredVerb.self), Verb(CancelVerb.self), Verb(ClearDeliveredVerb.self),
        Verb(AccountVerb.self), Verb(SyncVerb.self), Verb(DailyReminderVerb.self),
    ]

    /// The command's declarations, help and parsing.
    let definition: any VerbDefinition.Type

    /// The command `definition` declares.
    init(_ definition: any VerbDefinition.Type) {
        self.definition = definition
    }

    /// The command with this name, if there is one.
    public init?(rawValue: String) {
        guard let verb = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = verb
    }

    /// The name typed on the command line.
    public var rawValue: String { definition.name }

    /// Whether both are the same command.
    public static func == (left: Verb, right: Verb) -> Bool { left.rawValue == right.rawValue }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
}
