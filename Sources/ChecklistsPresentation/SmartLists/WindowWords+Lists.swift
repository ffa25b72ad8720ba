import Foundation

extension WindowWords {
    /// The smart list of items due today or overdue.
    public static let today = "Today"
    /// The smart list of items due in the next days.
    public static let upcoming = "Upcoming"
    /// What a screen reader says for a list's row: "Today, 2 items to do".
    public static func listRow(_ name: String, toDo count: Int) -> String {
        "\(name), \(count == 1 ? "1 item to do" : "\(count) items to do")"
    }
    /// The heading over a checklist's items, with a mnemonic: "_Items of “Groceries”".
    public static func itemsOf(_ checklist: String) -> String {
        "_Items of “\(mnemonicSafe(checklist))”"
    }
    /// The heading over a smart list's items, with a mnemonic.
    public static func itemsIn(_ list: SmartList) -> String {
        switch list {
        case .today: "_Items due today or overdue"
        case .upcoming: "_Items due in the next \(SmartList.upcomingDays) days"
        }
    }
    /// The heading over search results, with a mnemonic: "_Items matching “milk”".
    public static func itemsMatching(_ query: String) -> String {
        "_Items matching “\(mnemonicSafe(query))”"
    }
    /// What an empty smart list says.
    public static func nothingIn(_ list: SmartList) -> String {
        switch list {
        case .today: "Nothing is due today."
        case .upcoming: "Nothing is due in the next \(SmartList.upcomingDays) days."
        }
    }
    /// What a search without results says.
    public static func noMatches(_ query: String) -> String { "No item matches “\(query)”." }
    /// What an empty checklist says.
    public static let noItemsYet = "No items yet. Press Ctrl+N to add one."
    /// The search entry's placeholder and accessible name.
    public static let searchItems = "Search Items"

    /// Text shown in a label that reads mnemonics, with its underscores kept as such.
    private static func mnemonicSafe(_ text: String) -> String {
        text.replacingOccurrences(of: "_", with: "__")
    }
}
