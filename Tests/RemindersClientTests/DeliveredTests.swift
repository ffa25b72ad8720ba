import Foundation
import LocalNotifications
import RemindersClient
import TestSupport
import Testing

extension LiveClientTests {
    /// What remindd delivered, listed and signalled.
    @Suite("Delivered by remindd")
    struct DeliveredTests {
        /// A request that came due is listed as delivered, on time, and can be forgotten one
        /// by one or all at once.
        @Test func deliveredThenRemoved() async throws {
            try await PrivateRemindd.with { remindd async throws in
                let client = RemindersClient(busAddress: remindd.address)
                let kettle = LiveClientTests.request("kettle", after: 1)
                let due = try client.add(kettle, app: LiveClientTests.app)
                _ = try client.add(LiveClientTests.request("toast", after: 1), app: LiveClientTests.app)
                let both = try await Poll.until(timeout: .seconds(20)) {
                    try client.delivered(app: LiveClientTests.app).count == 2
                }
                try #require(both)
                let entry = try #require(
                    try client.delivered(app: LiveClientTests.app).first { $0.request.identifier == "kettle" })
                #expect(entry.request == kettle)
                #expect(entry.occurrenceDate == due)
                #expect(entry.deliveredAt >= due)
                #expect(!entry.late && !entry.missed)
                #expect(try client.pending(app: LiveClientTests.app).isEmpty)
                try client.removeDelivered(["kettle", "unknown"], app: LiveClientTests.app)
                #expect(try client.delivered(app: LiveClientTests.app).map(\.request.identifier) == ["toast"])
                try client.removeAllDelivered(app: LiveClientTests.app)
                #expect(try client.delivered(app: LiveClientTests.app).isEmpty)
            }
        }

        /// The observer of an app hears its delivery as the listing has it; the observer of
        /// another app hears nothing.
        @Test func observerHearsDelivered() async throws {
            try await PrivateRemindd.with { remindd async throws in
                let client = RemindersClient(busAddress: remindd.address)
                let kettle = LiveClientTests.request("kettle", after: 1)
                try ContextLoop.withPrivateContext { context in
                    let heard = HeardEntries()
                    let others = HeardEntries()
                    let observer = try DeliveryObserver(app: LiveClientTests.app, busAddress: remindd.address) {
                        heard.entries.append($0)
                    }
                    let other = try DeliveryObserver(app: "org.example.Other", busAddress: remindd.address) {
                        others.entries.append($0)
                    }
                    let due = try client.add(kettle, app: LiveClientTests.app)
                    #expect(ContextLoop.run(context, timeout: .seconds(20)) { !heard.entries.isEmpty })
                    withExtendedLifetime((observer, other)) {}
                    #expect(heard.entries.map(\.request) == [kettle])
                    #expect(heard.entries.first?.occurrenceDate == due)
                    #expect(try client.delivered(app: LiveClientTests.app) == heard.entries)
                    #expect(others.entries.isEmpty)
                }
            }
        }

        /// An observer on a bus that is not there fails, naming the address.
        @Test func observerWithoutABus() throws {
            let error = #expect(throws: RemindersClientError.self) {
                try DeliveryObserver(app: LiveClientTests.app, busAddress: "unix:path=/nonexistent/bus") { _ in }
            }
            guard case .failure(let message)? = error else { throw error ?? RemindersClientError.badInput("none") }
            #expect(message.hasPrefix("cannot connect to the bus at unix:path=/nonexistent/bus: "), "\(message)")
        }
    }
}

/// What an observer heard, on the thread that turns its main context.
private final class HeardEntries {
    var entries: [DeliveredEntry] = []
}
