import Foundation
import LocalNotifications
import RemindDaemon
import Testing

/// Popups for notifications that came late: a due line, or one summary for several.
@Suite("PopupComposer late popups")
struct PopupComposerLateTests {
    /// A late single popup ends with a "Due ..." line after subtitle and body.
    @Test("Late single popup has a due line")
    func lateSingle() {
        let content = NotificationContent(title: "Tea", subtitle: "Green", body: "Steep")
        let message = PopupFixtures.composer().message(for: .single(PopupFixtures.delivery(content, late: true)))
        let lines = message.body.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3)
        #expect(lines.prefix(2) == ["Green", "Steep"])
        #expect(lines.last?.hasPrefix("Due ") == true)
        #expect(message.summary == "Tea")
    }

    /// An on-time single popup has no due line.
    @Test("On-time popup has no due line")
    func onTime() {
        let message = PopupFixtures.single(NotificationContent(title: "Tea", body: "Steep"))
        #expect(message.body == "Steep")
    }

    /// A summary of three late deliveries counts them and lists each on its own line.
    @Test("Summary of 3")
    func summaryOfThree() {
        let message = PopupFixtures.summary(count: 3)
        #expect(message.summary == "3 missed reminders")
        let lines = message.body.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3)
        for (index, line) in lines.enumerated() {
            #expect(line.hasPrefix("Reminder \(index + 1) (due "))
            #expect(line.hasSuffix(")"))
        }
        #expect(message.appName == "Checklists")
        #expect(message.desktopEntry == PopupFixtures.app)
    }

    /// A summary of ten lists eight and says how many more there are.
    @Test("Summary of 10 lists 8 and 2 more")
    func summaryOfTen() {
        let message = PopupFixtures.summary(count: 10)
        #expect(message.summary == "10 missed reminders")
        let lines = message.body.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 9)
        #expect(lines.prefix(8).allSatisfy { $0.hasPrefix("Reminder ") })
        #expect(lines.last == "and 2 more")
    }

    /// A summary line of a delivery without a title shows its body.
    @Test("Summary line falls back to the body")
    func summaryBodyFallback() {
        let deliveries = [
            PopupFixtures.delivery(NotificationContent(title: "", body: "Call Ann"), identifier: "a", late: true),
            PopupFixtures.delivery(NotificationContent(title: "Tea"), identifier: "b", late: true),
        ]
        let message = PopupFixtures.composer().message(for: .summary(appIdentifier: PopupFixtures.app, deliveries))
        #expect(message.body.hasPrefix("Call Ann (due "))
    }

    /// A summary counts per thread, one line each in the order the threads came, then lists
    /// the deliveries without a thread by title.
    @Test("Summary counts per thread")
    func summaryPerThread() {
        let contents = [
            NotificationContent(title: "Milk", threadIdentifier: "Groceries"),
            NotificationContent(title: "Dentist", threadIdentifier: "Health"),
            NotificationContent(title: "Eggs", threadIdentifier: "Groceries"),
            NotificationContent(title: "Call Ann"),
            NotificationContent(title: "Bread", threadIdentifier: "Groceries"),
        ]
        let deliveries = contents.enumerated().map { index, content in
            PopupFixtures.delivery(content, identifier: "r\(index)", late: true)
        }
        let message = PopupFixtures.composer().message(for: .summary(appIdentifier: PopupFixtures.app, deliveries))
        let lines = message.body.split(separator: "\n").map(String.init)
        #expect(message.summary == "5 missed reminders")
        #expect(lines.count == 3)
        #expect(lines.prefix(2) == ["Groceries: 3 reminders", "Health: 1 reminder"])
        #expect(lines.last?.hasPrefix("Call Ann (due ") == true)
    }

    /// A summary is critical when one delivery is, and silent only when every one is.
    @Test("Summary urgency and sound")
    func summaryUrgencyAndSound() {
        let quiet = NotificationContent(title: "A", sound: .none)
        let loud = NotificationContent(title: "B", sound: .named("bell"), interruptionLevel: .critical)
        let composer = PopupFixtures.composer()
        let mixed = composer.message(
            for: .summary(
                appIdentifier: PopupFixtures.app,
                [PopupFixtures.delivery(quiet, late: true), PopupFixtures.delivery(loud, late: true)]))
        #expect(mixed.urgency == .critical)
        #expect(mixed.silent == false)
        #expect(mixed.soundName == "message-new-instant")
        let silent = composer.message(
            for: .summary(
                appIdentifier: PopupFixtures.app,
                [PopupFixtures.delivery(quiet, late: true), PopupFixtures.delivery(quiet, late: true)]))
        #expect(silent.urgency == .normal)
        #expect(silent.silent == true)
        #expect(silent.soundName == nil)
    }
}
