import ChecklistsModel
import ChecklistsPresentation
import Foundation
import Testing

/// Search across every checklist by the words typed, in text and notes.
@Suite("Item search")
struct ItemSearchTests {
    private let items = [
        ChecklistItem(
            id: 1, checklistID: 1, text: "Buy milk", notes: nil, isChecked: true, dueDate: nil),
        ChecklistItem(
            id: 2, checklistID: 2, text: "Passport", notes: "Renew at the Town Hall", isChecked: false,
            dueDate: Date(timeIntervalSince1970: 2_000_000_000)),
        ChecklistItem(
            id: 3, checklistID: 2, text: "Café booking", notes: nil, isChecked: false,
            dueDate: Date(timeIntervalSince1970: 1_900_000_000)),
        ChecklistItem(id: 4, checklistID: 3, text: "Milk the cow", notes: nil, isChecked: false, dueDate: nil),
    ]

    private func ids(_ query: String) -> [Int64] {
        ItemSearch(query).results(in: items).map(\.id)
    }

    /// A word found in the notes finds the item; case does not matter.
    @Test func findsWordsInNotes() {
        #expect(ids("town") == [2])
        #expect(ids("TOWN hall") == [2])
    }

    /// Every word must occur, in the text or the notes.
    @Test func everyWordMustMatch() {
        #expect(ids("passport hall") == [2])
        #expect(ids("passport milk").isEmpty)
    }

    /// Accents do not matter either: "cafe" finds "Café".
    @Test func ignoresAccents() {
        #expect(ids("cafe") == [3])
    }

    /// Unchecked items come first, then by due date with undated ones last.
    @Test func ordersUncheckedFirstThenByDueDate() {
        #expect(ids("milk") == [4, 1])
        #expect(ids("o") == [3, 2, 4])
    }

    /// A blank query finds nothing (the window then shows the selected list).
    @Test func blankQueryFindsNothing() {
        #expect(ItemSearch("   ").isEmpty)
        #expect(ids("  ").isEmpty)
    }
}
