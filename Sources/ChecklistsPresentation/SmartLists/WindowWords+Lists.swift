import Foundation
import Translations

extension WindowWords {
    /// The smart list of items due today or overdue.
    public static let today = tr("Today")
    /// The smart list of items due in the next days.
    public static let upcoming = tr("Upcoming")
    /// What a screen reader says for a list's row: "Today, 2 items to do".
    public static func listRow(_ name: String, toDo count: Int) -> String {
        trn("%2$s, %1$d item to do", "%2$s, %1$d items to do", count, name)
    }
    /// The heading over the items while no list is selected, with a mnemonic.
    public static var itemsHeading: String { tr("_Items") }
    /// The heading over a checklist's items, with a mnemonic: "_Items of “Groceries”".
    public static func itemsOf(_ checklist: String) -> String {
        tr("_Items of “%s”", mnemonicSafe(checklist))
    }
    /// The heading over a smart list's items, with a mnemonic.
    public static func itemsIn(_ list: SmartList) -> String {
        switch list {
        case .today: tr("_Items due today or overdue")
        case .upcoming: trn("_Items due in the next %d day", "_Items due in the next %d days", SmartList.upcomingDays)
        }
    }
    /// The heading over search results, with a mnemonic: "_Items matching “milk”".
    public static func itemsMatching(_ query: String) -> String {
        tr("_Items matching “%s”", mnemonicSafe(query))
    }
    /// What an empty smart list says.
    public static func nothingIn(_ list: SmartList) -> String {
        switch list {
        case .today: tr("Nothing is due today.")
        case .upcoming:
            trn("Nothing is due in the next %d day.", "Nothing is due in the next %d days.", SmartList.upcomingDays)
        }
    }
    /// What a search without results says.
    public static func noMatches(_ query: String) -> String { tr("No item matches “%s”.", query) }
    /// What an empty checklist says.
    public static let noItemsYet = tr("No items yet. Press Ctrl+N to add one.")
    /// The search entry's placeholder and accessible name.
    public static let searchItems = tr("Search Items")

    /// Text shown in a label that reads mnemonics, with its underscores kept as such.
    private static func mnemonicSafe(_ text: String) -> String {
        text.replacingOccurrences(of: "_", with: "__")
    }
}
