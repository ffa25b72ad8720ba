import LocalNotifications
import RemindDaemon
import Testing

/// The hints and actions of a popup.
@Suite("PopupComposer hints")
struct PopupComposerHintTests {
    /// Interruption levels map to freedesktop urgencies.
    @Test(
        "Urgency from the interruption level",
        arguments: [
            (InterruptionLevel.passive, PopupMessage.Urgency.low), (.active, .normal), (.timeSensitive, .normal),
            (.critical, .critical),
        ])
    func urgency(level: InterruptionLevel, urgency: PopupMessage.Urgency) {
        #expect(PopupFixtures.single(NotificationContent(title: "Tea", interruptionLevel: level)).urgency == urgency)
    }

    /// The default sound is the freedesktop message sound.
    @Test("Default sound")
    func defaultSound() {
        let message = PopupFixtures.single(NotificationContent(title: "Tea", sound: .default))
        #expect(message.soundName == "message-new-instant")
        #expect(message.silent == false)
    }

    /// A named sound is sent by its name.
    @Test("Named sound")
    func namedSound() {
        let message = PopupFixtures.single(NotificationContent(title: "Tea", sound: .named("alarm-clock-elapsed")))
        #expect(message.soundName == "alarm-clock-elapsed")
        #expect(message.silent == false)
    }

    /// No sound sends no sound name and suppresses the server's sound.
    @Test("No sound")
    func noSound() {
        let message = PopupFixtures.single(NotificationContent(title: "Tea", sound: .none))
        #expect(message.soundName == nil)
        #expect(message.silent == true)
    }

    /// The desktop entry and the icon are the app identifier; the category is remindd's own.
    @Test("Desktop entry, icon and category")
    func identity() {
        let message = PopupFixtures.single(NotificationContent(title: "Tea"))
        #expect(message.desktopEntry == "org.checklists.Checklists")
        #expect(message.iconName == "org.checklists.Checklists")
        #expect(message.category == "x-remindd.reminder")
    }

    /// An attachment goes out as the image-path hint; no attachment sends none.
    @Test("Image path from the attachment", arguments: [("", nil), ("/home/ada/tea.png", "/home/ada/tea.png")])
    func imagePath(attachment: String, hint: String?) {
        #expect(PopupFixtures.single(NotificationContent(title: "Tea", attachment: attachment)).imagePath == hint)
    }

    /// A server with actions gets exactly one "default" action.
    @Test("Actions when the server offers them")
    func actions() {
        let message = PopupFixtures.single(NotificationContent(title: "Tea"), capabilities: ["actions", "body"])
        #expect(message.actions.map(\.key) == ["default"])
    }

    /// A server without actions gets none.
    @Test("No actions otherwise", arguments: [[], ["body", "body-markup"]] as [Set<String>])
    func noActions(capabilities: Set<String>) {
        #expect(PopupFixtures.single(NotificationContent(title: "Tea"), capabilities: capabilities).actions.isEmpty)
        #expect(PopupFixtures.summary(count: 3, capabilities: capabilities).actions.isEmpty)
    }
}
