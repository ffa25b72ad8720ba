import Foundation
import LocalNotifications

/// The model's clock in a command-line run: the runner's `now` and time zone.
final class RunClock: WallClock {
    private let read: () -> Date
    /// The user's time zone.
    let timeZone: TimeZone

    /// A clock reading `now` in `timeZone`.
    init(now: @escaping () -> Date, timeZone: TimeZone) {
        read = now
        self.timeZone = timeZone
    }

    /// The current instant, as the runner reads it.
    var now: Date { read() }
}
