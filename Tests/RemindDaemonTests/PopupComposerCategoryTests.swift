import LocalNotifications
import RemindDaemon
import Testing

/// A request naming a registered category of its app gets that category's buttons.
@Suite("PopupComposer categories")
struct PopupComposerCategoryTests {
    private static let categories = [
        PopupFixtures.app: [
            NotificationCategory(
                identifier: "item-reminder",
                actions: [
                    NotificationAction(identifier: "mark-done", title: "Mark Done"),
                    NotificationAction(identifier: "snooze", title: "Snooze"),
                ])
        ],
        "org.example.other": [
            NotificationCategory(identifier: "other-only", actions: [NotificationAction(identifier: "x", title: "X")])
        ],
    ]

    private static func actions(category: String, capabilities: Set<String>) -> [String] {
        let composer = PopupComposer(capabilities: capabilities, timeZone: PopupFixtures.utc, categories: categories)
        let message = composer.message(
            for: .single(PopupFixtures.delivery(NotificationContent(title: "Water", categoryIdentifier: category))))
        return message.actions.flatMap { [$0.key, $0.label] }
    }

    /// With "actions", the category's buttons follow the default action.
    @Test func categoryActionsFollowTheDefault() {
        #expect(
            Self.actions(category: "item-reminder", capabilities: ["actions", "body"])
                == ["default", "Open", "mark-done", "Mark Done", "snooze", "Snooze"])
    }

    /// Without "actions", no buttons at all.
    @Test func noButtonsWithoutActions() {
        #expect(Self.actions(category: "item-reminder", capabilities: ["body"]).isEmpty)
    }

    /// An unknown category, one of another app, or none gives only the default action.
    @Test(arguments: ["", "unknown", "other-only"])
    func onlyTheDefaultOtherwise(category: String) {
        #expect(Self.actions(category: category, capabilities: ["actions"]) == ["default", "Open"])
    }

    /// Summary popups carry no category actions.
    @Test func summaryHasNoCategoryActions() {
        let composer = PopupComposer(
            capabilities: ["actions"], timeZone: PopupFixtures.utc, categories: Self.categories)
        let deliveries = ["a", "b"].map { identifier in
            PopupFixtures.delivery(
                NotificationContent(title: identifier, categoryIdentifier: "item-reminder"), identifier: identifier,
                late: true)
        }
        let message = composer.message(for: .summary(appIdentifier: PopupFixtures.app, deliveries))
        #expect(message.actions.map(\.key) == ["default"])
    }
}
