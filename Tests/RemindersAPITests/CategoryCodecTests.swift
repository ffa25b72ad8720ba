import LocalNotifications
import RemindersAPI
import Testing

/// The dictionaries of SetCategories: identifier, action-ids, action-titles.
@Suite("CategoryCodec")
struct CategoryCodecTests {
    private let category = NotificationCategory(
        identifier: "item-reminder",
        actions: [
            NotificationAction(identifier: "mark-done", title: "Mark Done"),
            NotificationAction(identifier: "snooze", title: "Snooze"),
        ])

    /// A category encodes to the contract's keys and decodes back to itself.
    @Test func roundTrip() throws {
        let dictionary = CategoryCodec.encode(category)
        #expect(
            dictionary == [
                "identifier": .string("item-reminder"), "action-ids": .strings(["mark-done", "snooze"]),
                "action-titles": .strings(["Mark Done", "Snooze"]),
            ])
        #expect(try CategoryCodec.decode(dictionary) == category)
        #expect(
            try CategoryCodec.decode([
                dictionary, CategoryCodec.encode(NotificationCategory(identifier: "b", actions: [])),
            ]).count == 2)
    }

    /// A category without actions may leave both lists out.
    @Test func noActions() throws {
        #expect(
            try CategoryCodec.decode(["identifier": .string("plain")])
                == NotificationCategory(identifier: "plain", actions: []))
    }

    /// Bad shapes are refused with a message naming what was wrong; with several
    /// categories, the message names which one.
    @Test(
        arguments: [
            (["action-ids": WireValue.strings([])], "the category has no identifier"),
            (["identifier": .string("c"), "colour": .string("red")], "unknown key \"colour\""),
            (["identifier": .int32(1)], "identifier must have type s, not i"),
            (["identifier": .string("c"), "action-ids": .string("a")], "action-ids must have type as, not s"),
            (
                ["identifier": .string("c"), "action-ids": .strings(["a", "b"]), "action-titles": .strings(["A"])],
                "the category \"c\" has 2 action-ids but 1 action-titles"
            ),
        ])
    func badShape(dictionary: WireDictionary, message: String) {
        #expect(throws: WireError(message)) { try CategoryCodec.decode(dictionary) }
        #expect(throws: WireError("category 2: \(message)")) {
            try CategoryCodec.decode([CategoryCodec.encode(category), dictionary])
        }
    }
}
