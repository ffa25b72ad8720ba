import LocalNotifications
import RemindDaemon
import Testing

/// The notification portal's words as the hints of a popup.
@Suite("PopupComposer portal words")
struct PopupComposerPortalTests {
    /// Display hints: transient and persistent become the `transient` and `resident` hints;
    /// the others have no freedesktop hint.
    @Test func displayHints() {
        let transient = message(PortalWords(displayHints: [.transient, .hideOnLockScreen]))
        #expect(transient.transient && !transient.resident)
        let persistent = message(PortalWords(displayHints: [.persistent]))
        #expect(persistent.resident && !persistent.transient)
        let tray = message(PortalWords(displayHints: [.tray, .hideContentOnLockScreen, .showAsNew]))
        #expect(!tray.transient && !tray.resident)
    }

    /// Categories: the freedesktop name where there is one, a vendor's own as given, the
    /// others under remindd's prefix, and remindd's own category without one.
    @Test(
        "Category hint",
        arguments: [
            ("im.message", "im.received"), ("call.missed", "call.unanswered"), ("call.ongoing", "call"),
            ("alarm.ringing", "x-remindd.alarm.ringing"), ("x-example.kettle", "x-example.kettle"),
            ("", "x-remindd.reminder"),
        ])
    func category(portal: String, hint: String) {
        #expect(message(PortalWords(category: portal)).category == hint)
    }

    /// Sounds: default names none, so the server plays its own; a file is the sound-file
    /// hint; silent suppresses the sound.
    @Test func sounds() {
        let server = message(PortalWords(sound: .default))
        #expect(server.soundName == nil && server.soundFile == nil && !server.silent)
        let file = message(PortalWords(sound: .file("file:///tmp/bell.wav")))
        #expect(file.soundName == nil && file.soundFile == "/tmp/bell.wav")
        let silent = message(PortalWords(sound: .silent), sound: .none)
        #expect(silent.soundName == nil && silent.silent)
    }

    private func message(_ portal: PortalWords, sound: NotificationSound = .default) -> PopupMessage {
        PopupFixtures.single(NotificationContent(title: "Tea", sound: sound, portal: portal))
    }
}
