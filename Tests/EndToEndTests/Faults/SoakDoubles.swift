import Foundation

/// Sorts the popups that came more than once into those the documented window allows and
/// the rest (docs/reliability.md, "Firing once, and crashes"): a popup comes again only
/// when remindd died after the notification server had taken it and before the batch was
/// recorded as posted, and then at most the 8 popups of one wake-up (a summary popup names
/// several requests).
struct SoakDoubles {
    /// How one remindd ended.
    struct Death {
        /// When the soak saw it gone, in seconds since 1970 (the bus saw its last Notify
        /// call before that).
        var end: TimeInterval
        /// The request versions its database held as claimed but not posted, read just
        /// after it died.
        var unposted: Set<String>
    }

    /// Extra copies the window allows.
    private(set) var allowed = 0
    /// The extra copies outside the window, one line each.
    private(set) var forbidden: [String] = []

    /// Sorts the copies of each version (`copies`: when the server got each, in seconds
    /// since 1970) against the deaths of remindd, in the order they happened.
    init(copies: [String: [TimeInterval]], deaths: [Death]) {
        // The popups (Notify calls, told apart by when the server got them) each death
        // showed again: a summary of missed reminders is one popup naming several.
        var allowedPerDeath = Array(repeating: Set<TimeInterval>(), count: deaths.count)
        for (title, times) in copies.sorted(by: { $0.key < $1.key }) where times.count > 1 {
            let times = times.sorted()
            for index in 1..<times.count {
                // A death between this copy and the one before, when the earlier copy was
                // sent and the death left it unrecorded.
                let death = deaths.indices.first { death in
                    times[index - 1] <= deaths[death].end && deaths[death].end < times[index]
                        && deaths[death].unposted.contains(title)
                }
                if let death,
                    allowedPerDeath[death].count < Self.batch || allowedPerDeath[death].contains(times[index - 1])
                {
                    allowedPerDeath[death].insert(times[index - 1])
                    allowed += 1
                } else {
                    let at = String(format: "%.3f and %.3f", times[index - 1], times[index])
                    forbidden.append("\(title) at \(at)")
                }
            }
        }
    }

    /// The most popups remindd sends before it records them (one wake-up's batch).
    private static let batch = 8
}
