import LocalNotifications
import RemindersAPI
import Testing

/// Encoding a request and decoding the dictionary gives the same trigger back.
@Suite("RequestCodec round trip: triggers")
struct RequestCodecTriggerRoundTripTests {
    /// An immediate request survives the round trip.
    @Test("Immediate trigger")
    func immediate() throws {
        let request = RequestFixtures.request(trigger: .immediate)
        #expect(try RequestFixtures.roundTrip(request) == request)
        #expect(RequestCodec.encode(request)["trigger"] == .string("immediate"))
    }

    /// Interval triggers survive the round trip, repeating or not.
    @Test("Interval trigger", arguments: [false, true])
    func interval(repeats: Bool) throws {
        let request = RequestFixtures.request(
            trigger: .timeInterval(TimeIntervalTrigger(interval: 90.5, repeats: repeats)))
        #expect(try RequestFixtures.roundTrip(request) == request)
        let dictionary = RequestCodec.encode(request)
        #expect(dictionary["trigger"] == .string("interval"))
        #expect(dictionary["interval"] == .double(90.5))
        #expect(dictionary["repeats"] == .bool(repeats))
    }

    /// A calendar trigger with every component and a fixed time zone survives the round trip.
    @Test("Calendar trigger with every component and a time zone")
    func calendarFull() throws {
        let trigger = CalendarTrigger(
            year: 2026, month: 12, day: 24, hour: 18, minute: 30, second: 15, weekday: 5, weekdayOrdinal: 4,
            repeats: true, timeZoneIdentifier: "Europe/Berlin")
        let request = RequestFixtures.request(trigger: .calendar(trigger))
        #expect(try RequestFixtures.roundTrip(request) == request)
        let dictionary = RequestCodec.encode(request)
        #expect(dictionary["time-zone"] == .string("Europe/Berlin"))
        #expect(
            dictionary["calendar"]
                == .intMap([
                    "year": 2026, "month": 12, "day": 24, "hour": 18, "minute": 30, "second": 15, "weekday": 5,
                    "weekday-ordinal": 4,
                ]))
    }

    /// A floating calendar trigger with a few components keeps only those, and no time zone.
    @Test("Calendar trigger with some components, floating")
    func calendarPartial() throws {
        let trigger = CalendarTrigger(hour: 8, minute: 0, weekday: 2, repeats: false)
        let request = RequestFixtures.request(trigger: .calendar(trigger))
        #expect(try RequestFixtures.roundTrip(request) == request)
        let dictionary = RequestCodec.encode(request)
        #expect(dictionary["time-zone"] == nil)
        #expect(dictionary["calendar"] == .intMap(["hour": 8, "minute": 0, "weekday": 2]))
    }

    /// The lateness limit survives the round trip, and its absence too.
    @Test("Lateness limit", arguments: [nil, 0, 3_600.5] as [Double?])
    func latenessLimit(limit: Double?) throws {
        let request = RequestFixtures.request(latenessLimit: limit)
        #expect(try RequestFixtures.roundTrip(request) == request)
        #expect(RequestCodec.encode(request)["lateness-limit"] == limit.map(WireValue.double))
    }
}
