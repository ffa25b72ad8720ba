import RemindersAPI
import RemindersClient
import Testing

/// GetStatus's api-version: which version of the API remindd serves.
@Suite("ServiceStatus api-version")
struct ServiceStatusVersionTests {
    /// The version reads as given; a remindd from before the key served version 1.
    @Test func apiVersion() throws {
        #expect(try ServiceStatus([StatusKey.apiVersion: .uint32(1)]).apiVersion == 1)
        #expect(try ServiceStatus([StatusKey.apiVersion: .uint32(7)]).apiVersion == 7)
        #expect(try ServiceStatus([:]).apiVersion == 1)
        #expect(throws: WireError("api-version must have type u, not i")) {
            try ServiceStatus([StatusKey.apiVersion: .int32(1)])
        }
    }

    /// The API this client speaks is version 9 (GetPendingSummaryColumns; 8 added
    /// GetPendingSummaryPage, 7 sound-loop and sound-loop-limit, 6 the
    /// portal's words, 5 repeat-interval and repeat-count, 4 wake-system and wake-alarm, 3
    /// paged listings, 2 attachments, text-input actions, ResponseWithData), and a status
    /// made in Swift says so.
    @Test func currentVersion() {
        #expect(RemindersBus.apiVersion == 9)
        #expect(
            ServiceStatus(notificationServer: true, capabilities: [], queued: 0).apiVersion == RemindersBus.apiVersion)
    }

    /// Keys this client does not know are ignored, as a newer remindd may add some.
    @Test func unknownKeys() throws {
        let status = try ServiceStatus([StatusKey.queued: .uint32(2), "battery-saver": .bool(true)])
        #expect(status == ServiceStatus(notificationServer: false, capabilities: [], queued: 2, apiVersion: 1))
    }
}
