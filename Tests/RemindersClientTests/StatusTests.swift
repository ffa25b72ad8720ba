import Foundation
import LocalNotifications
import RemindersAPI
import RemindersClient
import Testing

extension LiveClientTests {
    /// GetStatus, Pause and SetCategories through the client.
    @Suite("remindd's status, pause and categories")
    struct StatusTests {
        /// With no notification server on the bus, remindd says so, and says the API version
        /// this client speaks and its release.
        @Test func statusWithoutANotificationServer() async throws {
            try await PrivateRemindd.with { remindd async throws in
                let status = try RemindersClient(busAddress: remindd.address).status()
                #expect(!status.notificationServer)
                #expect(status.capabilities.isEmpty)
                #expect(status.queued == 0)
                #expect(status.pausedUntil == nil)
                #expect(status.apiVersion == RemindersBus.apiVersion)
                #expect(status.daemonVersion?.isEmpty == false)
            }
        }

        /// A pause shows in the status until it is ended; a pause beyond the year 9999 is
        /// refused with remindd's message.
        @Test func pauseAndResume() async throws {
            try await PrivateRemindd.with { remindd async throws in
                let client = RemindersClient(busAddress: remindd.address)
                let end = Date(timeIntervalSince1970: (Date().timeIntervalSince1970 + 3_600).rounded())
                try client.pause(until: end)
                #expect(try client.status().pausedUntil == end)
                try client.pause(until: nil)
                #expect(try client.status().pausedUntil == nil)
                #expect(
                    throws: RemindersClientError.badInput(
                        "until must be 0 or a time in seconds since 1970 between the years 1970 and 9999, "
                            + "not 1000000000000000.0")
                ) {
                    try client.pause(until: Date(timeIntervalSince1970: 1e15))
                }
            }
        }

        /// Categories are registered, all or none: a bad one refuses the call with remindd's
        /// message.
        @Test func setCategories() async throws {
            try await PrivateRemindd.with { remindd async throws in
                let client = RemindersClient(busAddress: remindd.address)
                let snooze = NotificationAction(identifier: "snooze", title: "Snooze")
                try client.setCategories(
                    [NotificationCategory(identifier: "kettle", actions: [snooze])], app: LiveClientTests.app)
                let untitled = NotificationAction(identifier: "done", title: "")
                #expect(throws: RemindersClientError.badInput("the action \"done\" has an empty title")) {
                    try client.setCategories(
                        [NotificationCategory(identifier: "kettle", actions: [untitled])], app: LiveClientTests.app)
                }
                try client.setCategories([], app: LiveClientTests.app)
            }
        }
    }
}
