import Foundation
import LocalNotifications
import RemindersAPI
import Testing

@testable import RemindersClient

@Suite("Reading remindd's listings")
struct ListingDecoderTests {
    private let request = NotificationRequest(
        identifier: "tea", content: NotificationContent(title: "Tea", body: "Hot", sound: .named("bell")),
        trigger: .calendar(CalendarTrigger(hour: 14, minute: 0, weekday: 3, repeats: true)))

    @Test("A pending dictionary reads back as the request and its next trigger date")
    func pending() throws {
        let next = Date(timeIntervalSince1970: 1_800_000_000.5)
        let scheduled = ScheduledRequest(appIdentifier: "app", request: request, anchorDate: next, nextFireDate: next)
        let entry = try ListingDecoder.scheduledEntry(ListingCodec.encode(scheduled))
        #expect(entry == ScheduledEntry(request: request, nextTriggerDate: next))
    }

    @Test("A delivered dictionary reads back with its dates and marks")
    func delivered() throws {
        let due = Date(timeIntervalSince1970: 1_800_000_000)
        let delivered = DeliveredNotification(
            appIdentifier: "app", request: request, occurrenceDate: due, deliveredAt: due.addingTimeInterval(90),
            late: true, missed: false, posted: true)
        let entry = try ListingDecoder.deliveredEntry(ListingCodec.encode(delivered))
        #expect(
            entry
                == DeliveredEntry(
                    request: request, occurrenceDate: due, deliveredAt: due.addingTimeInterval(90), late: true,
                    missed: false))
    }

    @Test("Keys this client does not know are ignored in a pending entry, as a newer remindd may add some")
    func unknownPendingKeys() throws {
        let next = Date(timeIntervalSince1970: 1_800_000_000.5)
        let scheduled = ScheduledRequest(appIdentifier: "app", request: request, anchorDate: next, nextFireDate: next)
        var dictionary = ListingCodec.encode(scheduled)
        dictionary["importance"] = .int32(5)
        dictionary["snoozed-until"] = .double(1_800_000_600)
        let entry = try ListingDecoder.scheduledEntry(dictionary)
        #expect(entry == ScheduledEntry(request: request, nextTriggerDate: next))
    }

    @Test("Keys this client does not know are ignored in a delivered entry")
    func unknownDeliveredKeys() throws {
        let due = Date(timeIntervalSince1970: 1_800_000_000)
        let delivered = DeliveredNotification(
            appIdentifier: "app", request: request, occurrenceDate: due, deliveredAt: due, late: false, missed: true,
            posted: true)
        var dictionary = ListingCodec.encode(delivered)
        dictionary["responded-with"] = .string("snooze")
        let entry = try ListingDecoder.deliveredEntry(dictionary)
        #expect(
            entry == DeliveredEntry(request: request, occurrenceDate: due, deliveredAt: due, late: false, missed: true))
    }

    @Test("A known key of the wrong type is still refused in a listing")
    func knownKeyWrongType() {
        var dictionary = RequestCodec.encode(request)
        dictionary[ListingCodec.nextTriggerDateKey] = .double(1_800_000_000)
        dictionary["title"] = .int32(1)
        #expect(throws: WireError("title must have type s, not i")) {
            try ListingDecoder.scheduledEntry(dictionary)
        }
    }

    @Test("A listing without its date is refused")
    func missingDate() {
        #expect(throws: WireError("the entry has no next-trigger-date")) {
            try ListingDecoder.scheduledEntry(RequestCodec.encode(request))
        }
    }

    @Test("A date of the wrong type is refused")
    func wrongType() {
        var dictionary = RequestCodec.encode(request)
        dictionary["next-trigger-date"] = .string("tomorrow")
        #expect(throws: WireError("next-trigger-date must have type d, not s")) {
            try ListingDecoder.scheduledEntry(dictionary)
        }
    }

    /// The request's dictionary with the listing keys `keys` added.
    private func listing(_ keys: WireDictionary) -> WireDictionary {
        RequestCodec.encode(request).merging(keys) { _, listed in listed }
    }

    /// A date sent as an int32 of seconds reads as that date.
    @Test("Dates sent as whole seconds (int32) are read too")
    func wholeSecondDates() throws {
        let entry = try ListingDecoder.deliveredEntry(
            listing(["occurrence-date": .int32(1_800_000_000), "delivered-at": .double(1_800_000_090)]))
        #expect(entry.occurrenceDate == Date(timeIntervalSince1970: 1_800_000_000))
        #expect(entry.deliveredAt == Date(timeIntervalSince1970: 1_800_000_090))
    }

    /// Missing late and missed marks read as false.
    @Test("A delivered entry without its marks is neither late nor missed")
    func marksDefaultToFalse() throws {
        let entry = try ListingDecoder.deliveredEntry(
            listing(["occurrence-date": .double(1_800_000_000), "delivered-at": .double(1_800_000_000)]))
        #expect(!entry.late)
        #expect(!entry.missed)
    }

    /// A delivered entry needs its delivered-at, and its marks must be booleans.
    @Test("A mark of the wrong type, or a delivered entry without delivered-at, is refused")
    func deliveredRefusals() {
        #expect(throws: WireError("the entry has no delivered-at")) {
            try ListingDecoder.deliveredEntry(listing(["occurrence-date": .double(1_800_000_000)]))
        }
        #expect(throws: WireError("late must have type b, not s")) {
            try ListingDecoder.deliveredEntry(
                listing([
                    "occurrence-date": .double(1_800_000_000), "delivered-at": .double(1_800_000_000),
                    "late": .string("yes"),
                ]))
        }
    }
}
