import CGLib
import LocalNotifications
import RemindDaemon
import Testing

/// The Notify arguments carry everything a popup shows: the text, the actions, and every
/// hint libnotify used to send for remindd.
@Suite("Notify parameters")
struct NotifyParametersTests {
    /// The arguments in GVariant's text form.
    private func printed(_ message: PopupMessage) throws -> String {
        let parameters = try #require(NotifyParameters.make(message, senderPID: 4242))
        g_variant_ref_sink(parameters)
        defer { g_variant_unref(parameters) }
        #expect(String(cString: g_variant_get_type_string(parameters)) == "(susssasa{sv}i)")
        let text = try #require(g_variant_print(parameters, 1))
        defer { g_free(text) }
        return String(cString: text)
    }

    /// A critical popup with a sound, an image, actions and a reply field.
    @Test func everyPartOfAPopupIsSent() throws {
        var message = PopupFixtures.single(
            NotificationContent(title: "Tea", body: "Green", sound: .named("bell"), interruptionLevel: .critical),
            capabilities: ["actions"])
        message.imagePath = "/tmp/tea.png"
        message.replacesID = 7
        message.reply = PopupMessage.Reply(action: "add-item", placeholder: "Item", buttonTitle: "Add")
        let text = try printed(message)
        #expect(
            text.hasPrefix(
                "('Checklists', uint32 7, 'org.checklists.Checklists', 'Tea', 'Green', ['default', 'Open'], "))
        #expect(text.hasSuffix("}, 0)"))
        for hint in [
            "'urgency': <byte 0x02>", "'category': <'x-remindd.reminder'>",
            "'desktop-entry': <'org.checklists.Checklists'>", "'sender-pid': <int64 4242>",
            "'sound-name': <'bell'>", "'image-path': <'/tmp/tea.png'>", "'x-kde-reply-placeholder-text': <'Item'>",
            "'x-kde-reply-submit-button-text': <'Add'>",
        ] {
            #expect(text.contains(hint), "\(hint) in \(text)")
        }
        #expect(!text.contains("suppress-sound"))
    }

    /// A silent, low-urgency popup: the server's own timeout, and no sound.
    @Test func silentPassivePopup() throws {
        let text = try printed(
            PopupFixtures.single(NotificationContent(title: "Quiet", sound: .none, interruptionLevel: .passive)))
        #expect(text.contains("'urgency': <byte 0x00>"))
        #expect(text.contains("'suppress-sound': <true>"))
        #expect(!text.contains("sound-name"))
        #expect(text.contains("@as [], ") || text.contains(", [], "))
        #expect(text.hasSuffix("}, -1)"))
    }

    /// The portal's words: a resident popup never expires; transient and sound-file go as hints.
    @Test func portalHints() throws {
        var message = PopupFixtures.single(NotificationContent(title: "Kettle"))
        message.resident = true
        message.transient = true
        message.soundFile = "/tmp/bell.wav"
        let text = try printed(message)
        for hint in ["'resident': <true>", "'transient': <true>", "'sound-file': <'/tmp/bell.wav'>"] {
            #expect(text.contains(hint), "\(hint) in \(text)")
        }
        #expect(text.hasSuffix("}, 0)"))
    }
}
