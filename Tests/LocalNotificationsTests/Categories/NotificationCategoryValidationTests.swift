import LocalNotifications
import Testing

/// What a category may hold: named actions with short labels, at most three, none of the
/// reserved names.
@Suite("Category validation")
struct NotificationCategoryValidationTests {
    private static func category(
        _ actions: [(String, String)], identifier: String = "item-reminder"
    ) -> NotificationCategory {
        NotificationCategory(
            identifier: identifier, actions: actions.map { NotificationAction(identifier: $0.0, title: $0.1) })
    }

    /// Up to three actions with labels up to 64 characters pass; so does none.
    @Test func validCategoriesPass() throws {
        try Self.category([
            ("mark-done", "Mark Done"), ("snooze", "Snooze"), ("open", String(repeating: "x", count: 64)),
        ])
        .validate()
        try Self.category([]).validate()
    }

    /// Each rule's refusal says what was wrong.
    @Test(
        arguments: [
            (
                category([("a", "A")], identifier: ""),
                NotificationError.invalidIdentifier("the category identifier is empty")
            ),
            (category([("", "A")]), .invalidIdentifier("an action identifier of \"item-reminder\" is empty")),
            (
                category([("default", "Open")]),
                .invalidIdentifier("\"default\" is reserved and cannot be an action identifier")
            ),
            (
                category([("dismissed", "Gone")]),
                .invalidIdentifier("\"dismissed\" is reserved and cannot be an action identifier")
            ),
            (
                category([("a", "A"), ("b", "B"), ("c", "C"), ("d", "D")]),
                .invalidContent("the category \"item-reminder\" has 4 actions; at most 3 are allowed")
            ),
            (category([("a", "")]), .invalidContent("the action \"a\" has an empty title")),
            (
                category([("a", String(repeating: "x", count: 65))]),
                .invalidContent("the title of the action \"a\" is longer than 64 characters")
            ),
            (
                category([("a", "Line\nbreak")]),
                .invalidContent("the title of the action \"a\" contains a control character")
            ),
            (
                category([("a", "A"), ("a", "B")]),
                .invalidIdentifier("the category \"item-reminder\" has the action \"a\" twice")
            ),
        ])
    func invalidCategoryIsRefused(category: NotificationCategory, error: NotificationError) {
        #expect(throws: error) { try category.validate() }
    }

    /// A set naming one category twice is refused.
    @Test func duplicateCategory() {
        #expect(throws: NotificationError.invalidIdentifier("the category \"item-reminder\" is given twice")) {
            try NotificationCategory.validate([Self.category([]), Self.category([("a", "A")])])
        }
    }

    /// The center stores an app's categories all or none, each app apart, and replaces them.
    @Test func centerReplacesAllOrNone() throws {
        let scheduler = NotificationScheduler(
            repository: InMemoryNotificationRepository(),
            clock: ManualWallClock(now: .init(timeIntervalSince1970: 0), timeZone: .gmt))
        let center = scheduler.center(for: "org.example.app")
        let good = [Self.category([("mark-done", "Mark Done")])]
        try center.setNotificationCategories(good)
        #expect(throws: NotificationError.self) {
            try center.setNotificationCategories([
                Self.category([("b", "B")], identifier: "other"), Self.category([("default", "x")]),
            ])
        }
        #expect(try center.notificationCategories() == good)
        #expect(try scheduler.center(for: "org.example.other").notificationCategories().isEmpty)
        try center.setNotificationCategories([])
        #expect(try center.notificationCategories().isEmpty)
    }
}
