import Foundation
import RemindersAPI
import RemindersClient
import Testing

/// GetStatus's paused-until: 0 means not paused.
@Suite("ServiceStatus paused-until")
struct ServiceStatusPauseTests {
    /// A time reads as the end of the pause; 0 and a missing key as not paused.
    @Test func pausedUntil() throws {
        #expect(
            try ServiceStatus(["paused-until": .double(1_800_000_000.5)]).pausedUntil
                == Date(timeIntervalSince1970: 1_800_000_000.5))
        #expect(try ServiceStatus(["paused-until": .double(0)]).pausedUntil == nil)
        #expect(try ServiceStatus([:]).pausedUntil == nil)
        #expect(throws: WireError("paused-until must have type d, not b")) {
            try ServiceStatus(["paused-until": .bool(true)])
        }
    }
}
