/// A named checklist, as the window and the command line list it.
public struct Checklist: Sendable, Hashable {
    /// The checklist that gets new items when none is named (`checklists add` without
    /// `--list`, a reply to the daily reminder), created when missing.
    public static let defaultName = "Checklist"

    /// The checklist's number in the database; never reused.
    public var id: Int64
    /// The name, unique among checklists regardless of case.
    public var name: String
    /// How many of its items are not checked off yet.
    public var uncheckedCount: Int

    /// Creates a checklist value (the model makes them; tests and previews may too).
    public init(id: Int64, name: String, uncheckedCount: Int) {
        self.id = id
        self.name = name
        self.uncheckedCount = uncheckedCount
    }
}
