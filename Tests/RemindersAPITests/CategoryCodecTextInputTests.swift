import LocalNotifications
import RemindersAPI
import Testing

/// The text-input keys of SetCategories: text-input-actions, text-input-placeholders,
/// text-input-buttons.
@Suite("CategoryCodec text input")
struct CategoryCodecTextInputTests {
    private let category = NotificationCategory(
        identifier: "daily",
        actions: [
            NotificationAction(
                identifier: "add-item", title: "Add item…",
                textInput: TextInput(buttonTitle: "Add", placeholder: "New item")),
            NotificationAction(identifier: "note", title: "Note", textInput: TextInput()),
            NotificationAction(identifier: "later", title: "Later"),
        ])

    /// An action that asks for text is listed in text-input-actions, with its placeholder and
    /// button by action id; empty ones are left out; it decodes back to itself.
    @Test func roundTrip() throws {
        let dictionary = CategoryCodec.encode(category)
        #expect(
            dictionary == [
                "identifier": .string("daily"), "action-ids": .strings(["add-item", "note", "later"]),
                "action-titles": .strings(["Add item…", "Note", "Later"]),
                "text-input-actions": .strings(["add-item", "note"]),
                "text-input-placeholders": .stringMap(["add-item": "New item"]),
                "text-input-buttons": .stringMap(["add-item": "Add"]),
            ])
        #expect(try CategoryCodec.decode(dictionary) == category)
    }

    /// A category whose actions ask for no text has none of the text-input keys.
    @Test func plainCategoryHasNoTextInputKeys() {
        let plain = NotificationCategory(identifier: "p", actions: [NotificationAction(identifier: "a", title: "A")])
        #expect(Set(CategoryCodec.encode(plain).keys) == ["identifier", "action-ids", "action-titles"])
    }

    /// Text-input keys that name no action of the category, or no action that asks for text,
    /// or have the wrong type are refused with a message naming what was wrong.
    @Test(
        arguments: [
            (
                ["text-input-actions": WireValue.strings(["nope"])],
                "text-input-actions of the category \"c\" names \"nope\", which is not one of its action-ids"
            ),
            (
                ["text-input-placeholders": .stringMap(["a": "Type"])],
                "text-input-placeholders of the category \"c\" names \"a\", which is not in text-input-actions"
            ),
            (
                ["text-input-actions": .strings(["a"]), "text-input-buttons": .stringMap(["b": "Send"])],
                "text-input-buttons of the category \"c\" names \"b\", which is not in text-input-actions"
            ),
            (["text-input-actions": .bool(true)], "text-input-actions must have type as, not b"),
        ])
    func badShape(extra: WireDictionary, message: String) {
        var dictionary: WireDictionary = [
            "identifier": .string("c"), "action-ids": .strings(["a", "b"]), "action-titles": .strings(["A", "B"]),
        ]
        dictionary.merge(extra) { _, new in new }
        #expect(throws: WireError(message)) { try CategoryCodec.decode(dictionary) }
    }
}
