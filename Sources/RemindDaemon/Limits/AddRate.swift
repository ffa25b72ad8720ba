import Foundation

/// How many requests each app added in the last minute, counted by second on a monotonic
/// clock (setting the wall clock neither clears nor fills it).
final class AddRate {
    private var recent: [String: [(second: Int, count: Int)]] = [:]
    private let now: () -> TimeInterval

    /// Counts on `now`, seconds of a clock that never goes back.
    init(now: @escaping () -> TimeInterval = { ProcessInfo.processInfo.systemUptime }) {
        self.now = now
    }

    /// The requests `app` added in the last 60 seconds.
    func lastMinute(_ app: String) -> Int {
        prune(app)
        return recent[app, default: []].reduce(0) { $0 + $1.count }
    }

    /// Notes that `app` added `count` requests now.
    func add(_ count: Int, for app: String) {
        let second = Int(now())
        var counts = recent[app, default: []]
        if let last = counts.last, last.second == second {
            counts[counts.count - 1].count += count
        } else {
            counts.append((second, count))
        }
        recent[app] = counts
    }

    private func prune(_ app: String) {
        let oldest = Int(now()) - 59
        recent[app]?.removeAll { $0.second < oldest }
        if recent[app]?.isEmpty == true { recent[app] = nil }
    }
}
