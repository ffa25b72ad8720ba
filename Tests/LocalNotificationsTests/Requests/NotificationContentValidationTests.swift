import Foundation
import LocalNotifications
import Testing

/// The content checks of a request, with the messages the user reads.
@Suite("Content validation")
struct NotificationContentValidationTests {
    /// Contents that must be refused and the exact message.
    static let refused: [(NotificationContent, String)] = [
        (NotificationContent(title: "", body: ""), "the notification needs a title or a body"),
        (NotificationContent(title: "Buy\u{7}milk"), "the title contains a control character"),
        (NotificationContent(title: "Buy\nmilk"), "the title contains a control character"),
        (NotificationContent(title: "Buy\u{1B}[31mmilk"), "the title contains a control character"),
        (
            NotificationContent(title: String(repeating: "a", count: 100_000)),
            "the title is longer than 1000 characters"
        ),
        (NotificationContent(title: "ok", subtitle: "a\tb"), "the subtitle contains a control character"),
        (
            NotificationContent(title: "ok", body: String(repeating: "b", count: 10_001)),
            "the body is longer than 10000 characters"
        ),
        (NotificationContent(title: "ok", body: "a\u{0}b"), "the body contains a control character"),
        (
            NotificationContent(title: "ok", sound: .named("")),
            "the sound name is empty or contains a control character"
        ),
    ]

    /// Each refused content throws `invalidContent` with its message, alone and in a request.
    @Test(arguments: refused)
    func refusesWithMessage(_ content: NotificationContent, message: String) {
        #expect(throws: NotificationError.invalidContent(message)) { try content.validate() }
        let request = NotificationRequest(identifier: "content", content: content, trigger: .immediate)
        #expect(errorMessage { () throws(NotificationError) in try request.validate() } == message)
    }

    /// Allowed: a body only, a body with line breaks and tabs, exactly 1000 title characters,
    /// markup-looking text (escaping is the poster's job), a named sound.
    @Test(arguments: [
        NotificationContent(title: "", body: "Only a body"),
        NotificationContent(title: "List", body: "1.\tMilk\n2.\tBread"),
        NotificationContent(title: String(repeating: "a", count: 1_000)),
        NotificationContent(title: "<b>Tom & Jerry</b>", body: "rm -rf / ; echo $HOME"),
        NotificationContent(title: "Alarm", sound: .named("alarm-clock-elapsed")),
    ])
    func acceptsContent(_ content: NotificationContent) {
        #expect(errorMessage { () throws(NotificationError) in try content.validate() } == nil)
    }
}
