import Foundation
import LocalNotifications
import RemindersAPI
import Testing

/// Location triggers on the wire: their keys, their defaults, and their listing entries.
@Suite("RequestCodec: location triggers")
struct RequestCodecLocationTests {
    /// A location trigger survives the round trip with every key written out.
    @Test("Round trip", arguments: [(true, false, false), (false, true, true), (true, true, true)])
    func roundTrip(onEntry: Bool, onExit: Bool, repeats: Bool) throws {
        let trigger = LocationTrigger(
            latitude: -33.8568, longitude: 151.2153, radius: 250.5, notifyOnEntry: onEntry, notifyOnExit: onExit,
            repeats: repeats)
        let request = RequestFixtures.request(trigger: .location(trigger))
        #expect(try RequestFixtures.roundTrip(request) == request)
        let dictionary = RequestCodec.encode(request)
        #expect(dictionary["trigger"] == .string("location"))
        #expect(dictionary["latitude"] == .double(-33.8568))
        #expect(dictionary["longitude"] == .double(151.2153))
        #expect(dictionary["radius"] == .double(250.5))
        #expect(dictionary["notify-on-entry"] == .bool(onEntry))
        #expect(dictionary["notify-on-exit"] == .bool(onExit))
        #expect(dictionary["repeats"] == .bool(repeats))
    }

    /// Without notify-on-entry and notify-on-exit, a region notifies on entry only, once.
    @Test("Defaults")
    func defaults() throws {
        let request = try RequestCodec.decode([
            "identifier": .string("shop"), "title": .string("Milk"), "trigger": .string("location"),
            "latitude": .double(1), "longitude": .double(2), "radius": .double(100),
        ])
        #expect(
            request.trigger
                == .location(
                    LocationTrigger(
                        latitude: 1, longitude: 2, radius: 100, notifyOnEntry: true, notifyOnExit: false,
                        repeats: false)))
    }

    /// A pending location request is listed with its region state and no next-trigger-date.
    @Test("Listing entry")
    func listing() {
        let request = RequestFixtures.request(
            trigger: .location(LocationTrigger(latitude: 1, longitude: 2, radius: 100, repeats: false)))
        let scheduled = ScheduledRequest(
            appIdentifier: "org.example.App", request: request, anchorDate: Date(timeIntervalSince1970: 0),
            nextFireDate: ScheduledRequest.locationFireDate, regionState: .outside)
        let entry = ListingCodec.encode(scheduled)
        #expect(entry[ListingCodec.nextTriggerDateKey] == nil)
        #expect(entry[ListingCodec.regionStateKey] == .string("outside"))
    }
}
