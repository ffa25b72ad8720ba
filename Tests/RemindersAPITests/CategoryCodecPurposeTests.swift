import LocalNotifications
import RemindersAPI
import Testing

/// The portal's button purposes in SetCategories: action-purposes, by action identifier.
@Suite("CategoryCodec purposes")
struct CategoryCodecPurposeTests {
    /// `im.reply-with-text` makes the action ask for text as text-input-actions would; other
    /// purposes are kept; both come back as given.
    @Test func replyWithTextAsksForText() throws {
        let dictionary: WireDictionary = [
            "identifier": .string("chat"), "action-ids": .strings(["reply", "accept"]),
            "action-titles": .strings(["Reply", "Accept"]),
            "action-purposes": .stringMap(["reply": "im.reply-with-text", "accept": "call.accept"]),
        ]
        let category = try CategoryCodec.decode(dictionary)
        #expect(category.actions[0].textInput == TextInput())
        #expect(category.actions[0].purpose == "im.reply-with-text")
        #expect(category.actions[1].textInput == nil)
        #expect(category.actions[1].purpose == "call.accept")
        try category.validate()
        let encoded = CategoryCodec.encode(category)
        #expect(encoded["text-input-actions"] == .strings(["reply"]))
        #expect(try CategoryCodec.decode(encoded) == category)
    }

    /// A purpose for no action of the category is refused at decoding; an unknown one at
    /// validation, naming the action and the purpose.
    @Test func strayAndUnknownPurposes() throws {
        let stray: WireDictionary = [
            "identifier": .string("chat"), "action-ids": .strings(["reply"]), "action-titles": .strings(["Reply"]),
            "action-purposes": .stringMap(["other": "call.accept"]),
        ]
        #expect(throws: WireError.self) { try CategoryCodec.decode(stray) }
        let unknown = NotificationCategory(
            identifier: "chat", actions: [NotificationAction(identifier: "reply", title: "Reply", purpose: "sing")])
        do {
            try unknown.validate()
            Issue.record("an unknown purpose validated")
        } catch {
            #expect(error.description.contains("\"reply\""))
            #expect(error.description.contains("not \"sing\""))
        }
    }
}
