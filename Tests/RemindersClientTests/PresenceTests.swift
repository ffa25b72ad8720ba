import Foundation
import LocalNotifications
import RemindersAPI
import RemindersClient
import Testing

extension LiveClientTests {
    /// Whether remindd is there, and the errors a caller sees.
    @Suite("Finding remindd, and its refusals")
    struct PresenceTests {
        /// A running remindd is running.
        @Test func running() async throws {
            try await PrivateRemindd.with(.running) { remindd async throws in
                #expect(try RemindersClient(busAddress: remindd.address).presence() == .running)
            }
        }

        /// A remindd the bus can start is startable, and asking does not start it; a call
        /// then does.
        @Test func startable() async throws {
            try await PrivateRemindd.with(.activatable) { remindd async throws in
                let client = RemindersClient(busAddress: remindd.address)
                #expect(try client.presence() == .startable)
                #expect(remindd.owner() == nil)
                #expect(try client.status().apiVersion == RemindersBus.apiVersion)
                #expect(try client.presence() == .running)
            }
        }

        /// Without remindd and without a way to start it, remindd is missing, and a call
        /// fails as unreachable.
        @Test func missing() async throws {
            try await PrivateRemindd.with(.absent) { remindd async throws in
                let client = RemindersClient(busAddress: remindd.address)
                #expect(try client.presence() == .missing)
                let error = #expect(throws: RemindersClientError.self) {
                    try client.add(LiveClientTests.request("tea"), app: LiveClientTests.app)
                }
                #expect(error?.description.hasPrefix("cannot reach remindd: ") == true, "\(String(describing: error))")
            }
        }

        /// A bus that is not there is a failure that names its address.
        @Test func noBus() throws {
            let client = RemindersClient(busAddress: "unix:path=/nonexistent/bus")
            let error = #expect(throws: RemindersClientError.self) { try client.presence() }
            guard case .failure(let message)? = error else { throw error ?? RemindersClientError.badInput("none") }
            #expect(message.hasPrefix("cannot connect to the bus at unix:path=/nonexistent/bus: "), "\(message)")
        }

        /// remindd's refusals reach the caller as bad input with remindd's own message.
        @Test func badInput() async throws {
            try await PrivateRemindd.with { remindd async throws in
                let client = RemindersClient(busAddress: remindd.address)
                #expect(throws: RemindersClientError.badInput("the app identifier is empty")) {
                    try client.add(LiveClientTests.request("tea"), app: "")
                }
                var bad = LiveClientTests.request("tea")
                bad.trigger = .timeInterval(TimeIntervalTrigger(interval: 0, repeats: false))
                #expect(throws: RemindersClientError.badInput("the time interval must be more than 0 seconds, not 0")) {
                    try client.add(bad, app: LiveClientTests.app)
                }
                #expect(throws: RemindersClientError.badInput("the app identifier is empty")) {
                    try client.pending(app: "")
                }
                #expect(throws: RemindersClientError.badInput("the limit must be from 1 to 1000, not 0")) {
                    try client.delivered(app: LiveClientTests.app, page: PageOptions(offset: 0, limit: 0))
                }
            }
        }
    }
}
