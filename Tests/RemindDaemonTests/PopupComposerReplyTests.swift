import LocalNotifications
import RemindDaemon
import Testing

/// An action that asks for text becomes the popup's reply field where the server offers
/// "inline-reply", and an ordinary button elsewhere.
@Suite("PopupComposer replies")
struct PopupComposerReplyTests {
    private static let categories = [
        PopupFixtures.app: [
            NotificationCategory(
                identifier: "daily",
                actions: [
                    NotificationAction(identifier: "later", title: "Later"),
                    NotificationAction(
                        identifier: "add-item", title: "Add item…",
                        textInput: TextInput(buttonTitle: "Add", placeholder: "New item")),
                    NotificationAction(identifier: "note", title: "Note", textInput: TextInput()),
                ])
        ]
    ]

    private static func message(capabilities: Set<String>, category: String = "daily") -> PopupMessage {
        let composer = PopupComposer(capabilities: capabilities, timeZone: PopupFixtures.utc, categories: categories)
        return composer.message(
            for: .single(PopupFixtures.delivery(NotificationContent(title: "Daily", categoryIdentifier: category))))
    }

    /// With "inline-reply", the first action that asks for text carries the key
    /// "inline-reply" and its label; the reply names the action, its placeholder and button;
    /// a second such action stays an ordinary button.
    @Test func replyFieldWhereTheServerOffersIt() {
        let message = Self.message(capabilities: ["actions", "inline-reply"])
        #expect(
            message.actions.flatMap { [$0.key, $0.label] }
                == ["default", "Open", "later", "Later", "inline-reply", "Add item…", "note", "Note"])
        #expect(message.reply == PopupMessage.Reply(action: "add-item", placeholder: "New item", buttonTitle: "Add"))
    }

    /// Without "inline-reply" (dunst), every action is an ordinary button and there is no reply.
    @Test func ordinaryButtonElsewhere() {
        let message = Self.message(capabilities: ["actions", "body"])
        #expect(message.actions.map(\.key) == ["default", "later", "add-item", "note"])
        #expect(message.reply == nil)
    }

    /// Without "actions" there is neither a button nor a reply field, even with "inline-reply".
    @Test func nothingWithoutActions() {
        let message = Self.message(capabilities: ["inline-reply"])
        #expect(message.actions.isEmpty)
        #expect(message.reply == nil)
    }

    /// A request of another category gets no reply field.
    @Test func noReplyForOtherCategories() {
        #expect(Self.message(capabilities: ["actions", "inline-reply"], category: "other").reply == nil)
    }
}
