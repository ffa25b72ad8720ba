import Foundation
import LocalNotifications
import RemindersAPI
import Testing

@testable import RemindersClient

extension LiveClientTests {
    /// Adding, listing and cancelling pending requests, as an app does.
    @Suite("Scheduling with remindd")
    struct SchedulingTests {
        /// Add answers the request's next trigger date, and the request is then pending
        /// with that date; adding the same identifier again replaces it.
        @Test func addThenReplace() async throws {
            try await PrivateRemindd.with { remindd async throws in
                let client = RemindersClient(busAddress: remindd.address)
                #expect(
                    try client.add(LiveClientTests.request("tea"), app: LiveClientTests.app)
                        == LiveClientTests.date(hour: 9))
                let replacement = LiveClientTests.request("tea", hour: 10, title: "Green tea")
                #expect(try client.add(replacement, app: LiveClientTests.app) == LiveClientTests.date(hour: 10))
                #expect(
                    try client.pending(app: LiveClientTests.app)
                        == [ScheduledEntry(request: replacement, nextTriggerDate: LiveClientTests.date(hour: 10))])
                #expect(try client.pending(app: "org.example.Other").isEmpty)
            }
        }

        /// AddMany answers the dates in the order of the requests, and the listing is
        /// soonest first.
        @Test func addManyListsSoonestFirst() async throws {
            try await PrivateRemindd.with { remindd async throws in
                let client = RemindersClient(busAddress: remindd.address)
                let requests = [11, 9, 10].map { LiveClientTests.request("at-\($0)", hour: $0) }
                #expect(
                    try client.addMany(requests, app: LiveClientTests.app)
                        == [11, 9, 10].map(LiveClientTests.date(hour:)))
                #expect(
                    try client.pending(app: LiveClientTests.app).map(\.request.identifier) == [
                        "at-9", "at-10", "at-11",
                    ])
            }
        }

        /// AddMany is all or none: one bad request refuses the call with remindd's message,
        /// and nothing is scheduled.
        @Test func addManyAllOrNone() async throws {
            try await PrivateRemindd.with { remindd async throws in
                let client = RemindersClient(busAddress: remindd.address)
                var bad = LiveClientTests.request("bad")
                bad.trigger = .timeInterval(TimeIntervalTrigger(interval: 5, repeats: true))
                #expect(
                    throws: RemindersClientError.badInput(
                        "a repeating time interval must be at least 60 seconds, not 5")
                ) {
                    try client.addMany([LiveClientTests.request("good"), bad], app: LiveClientTests.app)
                }
                #expect(try client.pending(app: LiveClientTests.app).isEmpty)
            }
        }

        /// A page is the part of the listing it names, and the whole listing of more than
        /// one page (1000 entries) comes whole, in order.
        @Test func pages() async throws {
            try await PrivateRemindd.with { remindd async throws in
                let client = RemindersClient(busAddress: remindd.address)
                let requests = (0..<1_005).map { index in
                    var request = LiveClientTests.request(String(format: "r%04d", index))
                    request.trigger = .timeInterval(
                        TimeIntervalTrigger(interval: 3_600 + Double(index), repeats: false))
                    return request
                }
                _ = try client.addMany(requests, app: LiveClientTests.app)
                let page = try client.pending(app: LiveClientTests.app, page: PageOptions(offset: 2, limit: 3))
                #expect(page.map(\.request.identifier) == ["r0002", "r0003", "r0004"])
                let all = try client.pending(app: LiveClientTests.app)
                #expect(all.map(\.request.identifier) == requests.map(\.identifier))
            }
        }

        /// RemovePending cancels the named requests and ignores unknown ones;
        /// RemoveAllPending cancels the rest.
        @Test func removePending() async throws {
            try await PrivateRemindd.with { remindd async throws in
                let client = RemindersClient(busAddress: remindd.address)
                _ = try client.addMany(
                    [9, 10, 11].map { LiveClientTests.request("at-\($0)", hour: $0) }, app: LiveClientTests.app)
                try client.removePending(["at-10", "unknown"], app: LiveClientTests.app)
                #expect(try client.pending(app: LiveClientTests.app).map(\.request.identifier) == ["at-9", "at-11"])
                try client.removeAllPending(app: LiveClientTests.app)
                #expect(try client.pending(app: LiveClientTests.app).isEmpty)
            }
        }
    }
}
