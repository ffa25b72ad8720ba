import Foundation
import LocalNotifications
import RemindersAPI
import Testing

/// Listings carry the request's keys plus the dates and flags of the listing.
@Suite("ListingCodec")
struct ListingCodecTests {
    /// A request with a subtitle, a calendar trigger and a lateness limit.
    let request = RequestFixtures.request(
        content: NotificationContent(title: "Tea", subtitle: "Green"),
        trigger: .calendar(CalendarTrigger(hour: 8, minute: 0, repeats: true)), latenessLimit: 600)

    /// A listed request shows its thread, badge and attachment under the request's keys.
    @Test("Listing shows thread, badge and attachment")
    func popupKeys() {
        let content = NotificationContent(
            title: "Tea", badge: 5, threadIdentifier: "Groceries", attachment: "/home/ada/tea.png")
        let scheduled = ScheduledRequest(
            appIdentifier: "org.example.App", request: RequestFixtures.request(content: content),
            anchorDate: Date(timeIntervalSince1970: 1_000), nextFireDate: Date(timeIntervalSince1970: 2_000))
        let entry = ListingCodec.encode(scheduled)
        #expect(entry["thread"] == .string("Groceries"))
        #expect(entry["badge"] == .int32(5))
        #expect(entry["attachment"] == .string("/home/ada/tea.png"))
    }

    /// A pending request adds next-trigger-date in seconds since 1970, and nothing else.
    @Test("Pending request adds next-trigger-date")
    func pending() {
        let scheduled = ScheduledRequest(
            appIdentifier: "org.example.App", request: request, anchorDate: Date(timeIntervalSince1970: 1_000),
            nextFireDate: Date(timeIntervalSince1970: 1_781_510_400.25))
        var expected = RequestCodec.encode(request)
        expected["next-trigger-date"] = .double(1_781_510_400.25)
        #expect(ListingCodec.encode(scheduled) == expected)
    }

    /// A delivered notification adds occurrence-date, delivered-at, late and missed, and nothing else.
    @Test("Delivered notification adds its dates and flags", arguments: [(false, false), (true, false), (true, true)])
    func delivered(late: Bool, missed: Bool) {
        let delivered = DeliveredNotification(
            appIdentifier: "org.example.App", request: request,
            occurrenceDate: Date(timeIntervalSince1970: 1_781_510_400),
            deliveredAt: Date(timeIntervalSince1970: 1_781_514_000.5), late: late, missed: missed, posted: true)
        var expected = RequestCodec.encode(request)
        expected["occurrence-date"] = .double(1_781_510_400)
        expected["delivered-at"] = .double(1_781_514_000.5)
        expected["late"] = .bool(late)
        expected["missed"] = .bool(missed)
        #expect(ListingCodec.encode(delivered) == expected)
    }
}
