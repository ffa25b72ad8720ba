import ChecklistsModel
import Foundation

/// Finds items across every checklist by what the user types: each word must occur in the
/// item's text or notes, regardless of case and accents.
public struct ItemSearch: Sendable {
    /// The words searched for; none when the query is blank.
    public let words: [String]

    /// A search for `query`, split into words at white space.
    public init(_ query: String) {
        words = query.split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// Whether the query has no words, so that nothing is searched.
    public var isEmpty: Bool { words.isEmpty }

    /// Whether `item` matches every word.
    public func matches(_ item: ChecklistItem) -> Bool {
        guard !isEmpty else { return false }
        let haystack = item.text + "\n" + (item.notes ?? "")
        return words.allSatisfy { haystack.range(of: $0, options: [.caseInsensitive, .diacriticInsensitive]) != nil }
    }

    /// The items of `items` that match, unchecked ones first, then by due date (items
    /// without one last), ties by number.
    public func results(in items: [ChecklistItem]) -> [ChecklistItem] {
        items.filter(matches).sorted { left, right in
            if left.isChecked != right.isChecked { return !left.isChecked }
            switch (left.dueDate, right.dueDate) {
            case (let a?, let b?) where a != b: return a < b
            case (.some, nil): return true
            case (nil, .some): return false
            default: return left.id < right.id
            }
        }
    }
}
