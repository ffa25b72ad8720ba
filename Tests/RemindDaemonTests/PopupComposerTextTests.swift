import LocalNotifications
import RemindDaemon
import Testing

/// The summary and body of a popup.
@Suite("PopupComposer texts")
struct PopupComposerTextTests {
    /// The title becomes the summary.
    @Test("Title becomes summary")
    func titleIsSummary() {
        #expect(PopupFixtures.single(NotificationContent(title: "Tea", body: "Now")).summary == "Tea")
    }

    /// Without a title the summary is the app's name.
    @Test("No title: the app name is the summary")
    func noTitle() {
        #expect(PopupFixtures.single(NotificationContent(title: "", body: "Now")).summary == "Checklists")
    }

    /// Subtitle and body are joined by a newline, with markup or without.
    @Test("Subtitle and body joined by a newline", arguments: [[], ["body-markup"]] as [Set<String>])
    func subtitleAndBody(capabilities: Set<String>) {
        let content = NotificationContent(title: "Tea", subtitle: "Green", body: "Steep 3 minutes")
        #expect(PopupFixtures.single(content, capabilities: capabilities).body == "Green\nSteep 3 minutes")
    }

    /// An empty subtitle or body leaves no empty line.
    @Test("Empty parts leave no blank line")
    func emptyParts() {
        #expect(PopupFixtures.single(NotificationContent(title: "Tea", body: "Now")).body == "Now")
        #expect(PopupFixtures.single(NotificationContent(title: "Tea", subtitle: "Green")).body == "Green")
        #expect(PopupFixtures.single(NotificationContent(title: "Tea")).body == "")
    }

    /// A server that reads markup gets the body escaped, so user text cannot inject markup or links.
    @Test("Body is escaped for body-markup")
    func escaped() {
        let content = NotificationContent(title: "Tea", body: #"<b>Bold</b> & <a href="file:///etc">x</a>"#)
        let message = PopupFixtures.single(content, capabilities: ["body-markup", "actions"])
        #expect(message.body == "&lt;b&gt;Bold&lt;/b&gt; &amp; &lt;a href=&quot;file:///etc&quot;&gt;x&lt;/a&gt;")
    }

    /// A server without markup gets the body as is.
    @Test("Body is left as is without body-markup")
    func notEscaped() {
        let text = #"<b>Bold</b> & <a href="file:///etc">x</a>"#
        #expect(
            PopupFixtures.single(NotificationContent(title: "Tea", body: text), capabilities: ["actions"]).body == text)
    }

    /// The summary line stays plain text even when the server reads markup.
    @Test("Summary is never escaped")
    func summaryPlain() {
        let content = NotificationContent(title: "Tom & <Jerry>", body: "x")
        #expect(PopupFixtures.single(content, capabilities: ["body-markup"]).summary == "Tom & <Jerry>")
    }

    /// The app name is the last part of the app identifier.
    @Test("App name from the app identifier")
    func appName() {
        #expect(PopupComposer.appName(for: "org.checklists.Checklists") == "Checklists")
        #expect(PopupComposer.appName(for: "plain") == "plain")
        #expect(PopupFixtures.single(NotificationContent(title: "Tea")).appName == "Checklists")
    }
}
