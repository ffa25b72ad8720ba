import Foundation
import LocalNotifications
import Testing

/// The content value's defaults and round trip.
@Suite("Notification content")
struct NotificationContentTests {
    /// Everything but the title has a quiet default.
    @Test func defaults() {
        let content = NotificationContent(title: "Water the plants")
        #expect(content.subtitle == "")
        #expect(content.body == "")
        #expect(content.sound == .default)
        #expect(content.badge == nil)
        #expect(content.userInfo.isEmpty)
        #expect(content.categoryIdentifier == "")
        #expect(content.threadIdentifier == "")
        #expect(content.interruptionLevel == .active)
        #expect(content.attachment == "")
    }

    /// Content survives a JSON round trip unchanged.
    @Test func codableRoundTrip() throws {
        let content = NotificationContent(
            title: "Milk", subtitle: "Groceries", body: "2 litres", sound: .named("bell"), badge: 3,
            userInfo: ["item": "42"], categoryIdentifier: "item-reminder", threadIdentifier: "list-1",
            interruptionLevel: .timeSensitive, attachment: "/home/ada/milk.png")
        let decoded = try JSONDecoder().decode(NotificationContent.self, from: JSONEncoder().encode(content))
        #expect(decoded == content)
    }

    /// Content stored before attachments existed reads back with none.
    @Test func storedWithoutAttachment() throws {
        let stored = #"""
            {"title":"Milk","subtitle":"","body":"","sound":{"default":{}},"userInfo":{},
            "categoryIdentifier":"","threadIdentifier":"list-1","interruptionLevel":"active"}
            """#
        let decoded = try JSONDecoder().decode(NotificationContent.self, from: Data(stored.utf8))
        #expect(decoded == NotificationContent(title: "Milk", threadIdentifier: "list-1"))
    }

    /// Interruption levels keep Apple's raw names.
    @Test func interruptionLevelNames() {
        #expect(InterruptionLevel.allCases.map(\.rawValue) == ["passive", "active", "time-sensitive", "critical"])
    }
}
