import LocalNotifications

/// A short text for a location trigger's region, in the notation of `notify`'s options:
/// "near 52.52,13.405 150 m (entry)".
enum RegionText {
    /// The text for `trigger`, empty for a timed one.
    static func text(_ trigger: NotificationTrigger) -> String {
        guard case .location(let region) = trigger else { return "" }
        let sides = [region.notifyOnEntry ? "entry" : nil, region.notifyOnExit ? "exit" : nil].compactMap { $0 }
        return
            "near \(region.latitude),\(region.longitude) \(region.radius.formatted()) m (\(sides.joined(separator: ", ")))"
    }
}

extension Double {
    /// The number without a trailing ".0" when it is whole.
    fileprivate func formatted() -> String {
        rounded() == self && abs(self) < 1e15 ? String(Int64(self)) : String(self)
    }
}
