import Foundation
import LocalNotifications
import Testing

/// The end of a pause as the API asks for it: 0 and past times end it, far-future, far-past,
/// NaN and infinite ones are refused before anything is saved.
@Suite("Pause: the requested end")
struct PauseRequestTests {
    private static let now = Date(timeIntervalSince1970: 1_800_000_000)

    /// 0 and times not after now mean no pause; a future time within the bounds is the end.
    @Test func acceptedEnds() throws {
        #expect(try PauseState.end(requestedUntil: 0, at: Self.now) == nil)
        #expect(try PauseState.end(requestedUntil: 1_700_000_000, at: Self.now) == nil)
        #expect(try PauseState.end(requestedUntil: 1_800_000_000, at: Self.now) == nil)
        #expect(
            try PauseState.end(requestedUntil: 1_800_003_600, at: Self.now)
                == Date(timeIntervalSince1970: 1_800_003_600)
        )
        #expect(
            try PauseState.end(requestedUntil: 253_402_300_799, at: Self.now)
                == Date(timeIntervalSince1970: 253_402_300_799))
    }

    /// Times outside the years 1970 to 9999 are refused with a message naming `until`.
    @Test(arguments: TimeBoundsTests.impossible)
    func refusedEnds(_ seconds: Double) {
        let message = errorMessage { () throws(NotificationError) in
            _ = try PauseState.end(requestedUntil: seconds, at: Self.now)
        }
        #expect(
            message?.hasPrefix("until must be 0 or a time in seconds since 1970 between the years 1970 and 9999")
                == true)
    }
}
