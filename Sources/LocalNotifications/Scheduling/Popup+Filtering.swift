extension Popup {
    /// The popup with only the deliveries `isIncluded` keeps: nil when none is left, a
    /// single popup when one is, else a summary of the same app.
    public func keeping(_ isIncluded: (DeliveredNotification) -> Bool) -> Popup? {
        switch self {
        case .single(let delivery):
            return isIncluded(delivery) ? self : nil
        case .summary(let app, let deliveries):
            let kept = deliveries.filter(isIncluded)
            switch kept.count {
            case 0: return nil
            case 1: return .single(kept[0])
            default: return .summary(appIdentifier: app, kept)
            }
        }
    }
}
