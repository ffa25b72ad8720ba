import Testing

@testable import ChecklistsModel

@Suite("Item texts: trimmed, not empty, one line, at most 1000 characters")
struct TextRulesTests {
    private let controls = "the text of an item cannot contain line breaks, tabs or other control characters"

    @Test("Texts are trimmed")
    func trimmed() throws {
        #expect(try TextRules.itemText("\n  Buy milk \t\n") == "Buy milk")
        #expect(try TextRules.itemText("Kaffee ☕️ für 👩‍👩‍👧") == "Kaffee ☕️ für 👩‍👩‍👧")
    }

    @Test("Empty texts are refused", arguments: ["", " ", "\n\t "])
    func empty(text: String) {
        #expect(throws: ChecklistsError.emptyText) { try TextRules.itemText(text) }
    }

    @Test(
        "Line breaks and other control characters inside are refused",
        arguments: [
            "Buy\nmilk", "Buy\r\nmilk", "Buy\tmilk", "Buy\u{0}milk", "Buy\u{1b}milk", "Buy\u{2028}milk",
            "Buy\u{85}milk",
        ])
    func controlCharacters(text: String) {
        #expect(throws: ChecklistsError.invalidText(controls)) { try TextRules.itemText(text) }
    }

    @Test("1000 characters are allowed, 1001 are not")
    func length() throws {
        let longest = String(repeating: "👍", count: 1_000)
        #expect(try TextRules.itemText(longest) == longest)
        #expect(
            throws: ChecklistsError.invalidText(
                "the text of an item can have at most 1000 characters (this one has 1001)")
        ) {
            try TextRules.itemText(longest + "x")
        }
    }

    @Test("The model refuses invalid texts before storing anything")
    func modelRefuses() throws {
        let harness = try ModelHarness()
        let list = try harness.list()
        #expect(throws: ChecklistsError.emptyText) {
            try harness.model.addItem(ItemDraft(text: "  ", dueDate: nil, remindMe: false), to: list.id)
        }
        #expect(throws: ChecklistsError.invalidText(controls)) {
            try harness.model.addItem(ItemDraft(text: "a\nb", dueDate: nil, remindMe: false), to: list.id)
        }
        #expect(try harness.model.allItems().isEmpty)
        #expect(harness.reminders.calls.isEmpty)
    }

    @Test("Messages read as one line for the user")
    func messages() {
        #expect(ChecklistsError.emptyText.description == "the text of an item cannot be empty")
        #expect(ChecklistsError.emptyName.description == "the name of a checklist cannot be empty")
        #expect(ChecklistsError.noSuchChecklist("Errands").description == "there is no checklist named \"Errands\"")
        #expect(ChecklistsError.noSuchItem(12).description == "there is no item with ID 12")
        #expect(ChecklistsError.duplicateName.description == "a checklist with this name exists already")
    }
}
