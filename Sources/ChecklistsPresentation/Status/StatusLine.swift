/// One line of Settings' Status section: what is checked, what was found, and what to do
/// when it is missing.
public struct StatusLine: Sendable, Equatable {
    /// What is checked, such as "Notification server".
    public var title: String
    /// What was found, such as "dunst 1.9.0 (knopwob)".
    public var value: String
    /// A sentence saying what the user can do, when something is missing or wrong.
    public var advice: String?

    /// Creates a line.
    public init(title: String, value: String, advice: String? = nil) {
        self.title = title
        self.value = value
        self.advice = advice
    }
}
