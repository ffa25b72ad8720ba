import Foundation
import LocalNotifications
import RemindersAPI
import RemindersClient
import Testing

@testable import ChecklistsCommandLine

@Suite("--json output")
struct ListingJSONTests {
    private func array(_ text: String) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try #require(object as? [[String: Any]])
    }

    /// The pending listing's text for entries as the client lists them.
    private func pending(_ entries: [ScheduledEntry], in zone: TimeZone) -> String {
        ListingJSON.pending(entries.map(PendingSummary.init), in: zone)
    }

    @Test("Empty listings are an empty array")
    func empty() throws {
        #expect(pending([], in: Fixtures.zone) == "[]\n")
        #expect(try ListingJSON.delivered([], in: Fixtures.zone) == "[]\n")
    }

    @Test("Pending entries: exact keys, sorted, dates with the local offset")
    func pending() throws {
        var request = Fixtures.request(
            "tea", title: "Tea", body: "Green / hot",
            trigger: .calendar(CalendarTrigger(hour: 14, minute: 0, weekday: 3, repeats: true)))
        request.content.subtitle = "Kitchen"
        let entries = [
            ScheduledEntry(request: request, nextTriggerDate: Fixtures.date("2026-06-16 14:00:00")),
            ScheduledEntry(
                request: Fixtures.request(
                    "x", title: "Xmas", trigger: .timeInterval(TimeIntervalTrigger(interval: 600, repeats: false))),
                nextTriggerDate: Fixtures.date("2026-12-24 18:30:00")),
        ]
        let text = pending(entries, in: Fixtures.zone)
        let objects = try array(text)
        #expect(objects.count == 2)
        #expect(Set(objects[0].keys) == ["id", "title", "subtitle", "body", "repeats", "trigger", "nextTriggerDate"])
        #expect(objects[0]["id"] as? String == "tea")
        #expect(objects[0]["title"] as? String == "Tea")
        #expect(objects[0]["subtitle"] as? String == "Kitchen")
        #expect(objects[0]["body"] as? String == "Green / hot")
        #expect(objects[0]["repeats"] as? Bool == true)
        #expect(objects[0]["trigger"] as? String == "match hour=14,minute=0,weekday=3")
        #expect(objects[0]["nextTriggerDate"] as? String == "2026-06-16T14:00:00+02:00")
        #expect(objects[1]["repeats"] as? Bool == false)
        #expect(objects[1]["nextTriggerDate"] as? String == "2026-12-24T18:30:00+01:00")
        #expect(text.hasPrefix("[\n"))
        #expect(text.hasSuffix("]\n"))
    }

    @Test("An attachment is listed under its own key, pending and delivered")
    func attachment() throws {
        var request = Fixtures.request("tea", title: "Tea", trigger: .immediate)
        request.content.attachment = "/home/ada/tea.png"
        let pending = try array(
            pending(
                [ScheduledEntry(request: request, nextTriggerDate: Fixtures.now)], in: Fixtures.zone))
        let delivered = try array(
            ListingJSON.delivered(
                [
                    DeliveredEntry(
                        request: request, occurrenceDate: Fixtures.now, deliveredAt: Fixtures.now, late: false,
                        missed: false)
                ], in: Fixtures.zone))
        #expect(pending[0]["attachment"] as? String == "/home/ada/tea.png")
        #expect(delivered[0]["attachment"] as? String == "/home/ada/tea.png")
    }

    @Test("A location entry: trigger location and its region, no next trigger date")
    func pendingLocation() throws {
        let trigger = LocationTrigger(
            latitude: 52.52, longitude: 13.405, radius: 150, notifyOnEntry: false, notifyOnExit: true, repeats: true)
        let entry = ScheduledEntry(
            request: Fixtures.request("shop", trigger: .location(trigger)), nextTriggerDate: nil, regionState: .inside)
        let objects = try array(pending([entry], in: Fixtures.zone))
        #expect(Set(objects[0].keys) == ["id", "title", "subtitle", "body", "repeats", "trigger", "region"])
        #expect(objects[0]["trigger"] as? String == "location")
        let region = try #require(objects[0]["region"] as? [String: Any])
        #expect(Set(region.keys) == ["latitude", "longitude", "radius", "notifyOnEntry", "notifyOnExit", "state"])
        #expect(region["latitude"] as? Double == 52.52)
        #expect(region["longitude"] as? Double == 13.405)
        #expect(region["radius"] as? Double == 150)
        #expect(region["notifyOnEntry"] as? Bool == false)
        #expect(region["notifyOnExit"] as? Bool == true)
        #expect(region["state"] as? String == "inside")
    }

    @Test("The exact text of one pending entry")
    func pendingText() throws {
        let entry = ScheduledEntry(
            request: Fixtures.request("a", title: "T", trigger: .immediate),
            nextTriggerDate: Fixtures.date("2026-06-15 12:00:00"))
        let expected = """
            [
              {
                "body" : "",
                "id" : "a",
                "nextTriggerDate" : "2026-06-15T12:00:00+02:00",
                "repeats" : false,
                "subtitle" : "",
                "title" : "T",
                "trigger" : "immediate"
              }
            ]

            """
        #expect(pending([entry], in: Fixtures.zone) == expected)
    }

    @Test("Delivered entries: exact keys, dates with the local offset, late and missed")
    func delivered() throws {
        let entry = DeliveredEntry(
            request: Fixtures.request("d", title: "Dentist", body: "Line 1\nLine \"2\"", trigger: .immediate),
            occurrenceDate: Fixtures.date("2026-01-10 08:00:00"), deliveredAt: Fixtures.date("2026-01-10 09:15:30"),
            late: true, missed: false)
        let objects = try array(try ListingJSON.delivered([entry], in: Fixtures.zone))
        #expect(objects.count == 1)
        #expect(
            Set(objects[0].keys) == [
                "id", "title", "subtitle", "body", "occurrenceDate", "deliveredAt", "late", "missed",
            ])
        #expect(objects[0]["id"] as? String == "d")
        #expect(objects[0]["body"] as? String == "Line 1\nLine \"2\"")
        #expect(objects[0]["occurrenceDate"] as? String == "2026-01-10T08:00:00+01:00")
        #expect(objects[0]["deliveredAt"] as? String == "2026-01-10T09:15:30+01:00")
        #expect(objects[0]["late"] as? Bool == true)
        #expect(objects[0]["missed"] as? Bool == false)
    }

    @Test("The text written by hand is JSONEncoder's: escapes, a location's region, an attachment")
    func pendingTextIsJSONEncoders() throws {
        var tricky = Fixtures.request(
            "q\"uote", title: "Tab\there \\ back/slash \u{1}\u{1f} é 😀", body: "Line 1\nLine \"2\"\r",
            trigger: .timeInterval(TimeIntervalTrigger(interval: 5_400, repeats: true)))
        tricky.content.attachment = "/home/ada/tea.png"
        let location = LocationTrigger(
            latitude: 52.52, longitude: 13, radius: 150.5, notifyOnEntry: true, notifyOnExit: false, repeats: false)
        let entries = [
            ScheduledEntry(request: tricky, nextTriggerDate: Fixtures.date("2026-06-15 12:00:00")),
            ScheduledEntry(
                request: Fixtures.request("shop", trigger: .location(location)), nextTriggerDate: nil,
                regionState: .outside),
        ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let reference = entries.map { entry in
            ReferenceItem(
                id: entry.request.identifier, title: entry.request.content.title,
                subtitle: entry.request.content.subtitle, body: entry.request.content.body,
                repeats: entry.request.trigger.repeats, trigger: TriggerText.text(entry.request.trigger),
                nextTriggerDate: entry.nextTriggerDate.map { DateText.iso8601($0, in: Fixtures.zone) },
                attachment: entry.request.content.attachment.isEmpty ? nil : entry.request.content.attachment,
                region: entry.nextTriggerDate == nil
                    ? ReferenceRegion(
                        latitude: 52.52, longitude: 13, radius: 150.5, notifyOnEntry: true, notifyOnExit: false,
                        state: "outside") : nil)
        }
        let expected = String(decoding: try encoder.encode(reference), as: UTF8.self) + "\n"
        #expect(pending(entries, in: Fixtures.zone) == expected)
    }
}

/// A pending entry as `JSONEncoder` wrote it before the listing was written by hand.
private struct ReferenceItem: Encodable {
    var id: String
    var title: String
    var subtitle: String
    var body: String
    var repeats: Bool
    var trigger: String
    var nextTriggerDate: String?
    var attachment: String?
    var region: ReferenceRegion?
}

/// A location entry's region as `JSONEncoder` wrote it.
private struct ReferenceRegion: Encodable {
    var latitude: Double
    var longitude: Double
    var radius: Double
    var notifyOnEntry: Bool
    var notifyOnExit: Bool
    var state: String
}
