import ChecklistsModel
import ChecklistsPresentation
import Foundation
import Testing

/// Settings' Status line about the notification server: its name and version, then what its
/// popups do in words, and where a server that draws no buttons keeps a popup's actions.
@Suite("Status: the notification server in words")
struct ServerLineTests {
    /// The server line for a server with this name, version, vendor and these capabilities.
    private static func line(
        _ name: String, version: String = "", vendor: String = "", _ capabilities: [String]
    ) throws -> StatusLine {
        let service = ReminderServiceState(
            daemon: .running(version: "0.1.0"), serverRunning: true,
            server: .init(name: name, vendor: vendor, version: version), capabilities: capabilities, pending: 0)
        let lines = StatusReport(
            service: service, tray: .statusNotifier, startAtLogin: true, locale: Locale(identifier: "en_GB"),
            timeZone: .gmt
        ).lines
        return try #require(lines.first { $0.title == "Notification server" })
    }

    /// dunst takes actions but draws no buttons: the line says where they are instead, and
    /// needs no advice.
    @Test func dunstKeepsActionsInAMenu() throws {
        let line = try Self.line(
            "dunst", version: "1.9.0", vendor: "knopwob",
            ["actions", "body", "body-hyperlinks", "body-markup", "icon-static", "persistence"])
        #expect(
            line.value == """
                dunst 1.9.0 (knopwob)
                Popups show no buttons: dunst lists their actions in a menu, opened with “dunstctl context”. \
                Popups show images, but take no typed replies and play no sounds.
                """)
        #expect(line.advice == nil)
    }

    /// mako's menu has its own command.
    @Test func makoKeepsActionsInAMenu() throws {
        let line = try Self.line("mako", ["actions", "body", "body-markup", "icon-static"])
        #expect(
            line.value == """
                mako
                Popups show no buttons: mako lists their actions in a menu, opened with “makoctl menu dmenu”. \
                Popups show images, but take no typed replies and play no sounds.
                """)
        #expect(line.advice == nil)
    }

    /// GNOME Shell's popups show buttons, images and play sounds; typed replies are missing.
    @Test func gnomeShowsButtonsImagesAndSounds() throws {
        let line = try Self.line(
            "gnome-shell", version: "43.9", vendor: "GNOME",
            ["actions", "body", "body-markup", "persistence", "sound", "icon-static"])
        #expect(
            line.value == """
                gnome-shell 43.9 (GNOME)
                Popups show buttons, show images and play sounds, but take no typed replies.
                """)
        #expect(line.advice == nil)
    }

    /// KDE Plasma's `inline-reply` next to `actions` takes typed replies, as remindd's popups
    /// use it; without `actions` there is no reply field.
    @Test func plasmaTakesTypedReplies() throws {
        let plasma = try Self.line(
            "Plasma", version: "5.27.5", vendor: "KDE",
            ["actions", "body", "body-hyperlinks", "body-markup", "icon-static", "inline-reply", "x-kde-urls"])
        #expect(
            plasma.value == """
                Plasma 5.27.5 (KDE)
                Popups show buttons, take typed replies and show images, but play no sounds.
                """)
        let replyOnly = try Self.line("replier", ["inline-reply", "body-images"])
        #expect(
            replyOnly.value == """
                replier
                Popups show images, but show no buttons, take no typed replies and play no sounds.
                """)
    }

    /// MATE's server: its close button reports an expiry, which the line says (as Debian's
    /// mate-notification-daemon 1.26 reports itself).
    @Test func mateSaysClosingIsExpiry() throws {
        let line = try Self.line(
            "Notification Daemon", version: "1.26.0", vendor: "MATE",
            ["actions", "action-icons", "body", "body-hyperlinks", "body-markup", "icon-static", "sound"])
        #expect(
            line.value == """
                Notification Daemon 1.26.0 (MATE)
                Popups show buttons, show images and play sounds, but take no typed replies. \
                Closing a popup tells apps that it expired, not that it was dismissed.
                """)
    }

    /// xfce4-notifyd: a click on the body closes the popup, the default action is its own
    /// button; the same name by another vendor has no such sentence.
    @Test func xfceSaysWhereOpenIs() throws {
        let capabilities = ["action-icons", "actions", "body", "body-hyperlinks", "body-markup", "icon-static"]
        let line = try Self.line("Xfce Notify Daemon", version: "0.7.3", vendor: "Xfce", capabilities)
        #expect(
            line.value == """
                Xfce Notify Daemon 0.7.3 (Xfce)
                Popups show buttons and show images, but take no typed replies and play no sounds. \
                A click on a popup only closes it: its “Open” button opens what it is about.
                """)
        let other = try Self.line("Xfce Notify Daemon", vendor: "Someone", capabilities)
        #expect(!other.value.contains("click"))
    }

    /// Everything there: one sentence without "but".
    @Test func everythingInOneSentence() throws {
        let line = try Self.line("full", version: "2", ["actions", "inline-reply", "icon-multi", "sound"])
        #expect(
            line.value == """
                full 2
                Popups show buttons, take typed replies, show images and play sounds.
                """)
    }

    /// A server with no capabilities does none of it, and the advice says what to do
    /// without buttons.
    @Test func noCapabilitiesDoesNothing() throws {
        let line = try Self.line("quiet", version: "0.1", [])
        #expect(
            line.value == """
                quiet 0.1
                Popups show no buttons, take no typed replies, show no images and play no sounds.
                """)
        #expect(line.advice == "Snooze or tick a reminded item in the window instead.")
    }
}
