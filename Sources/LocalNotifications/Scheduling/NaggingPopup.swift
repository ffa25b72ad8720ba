import Foundation

/// A delivered notification whose popup is posted again until the user acts on it (see
/// `NotificationRequest.repeatInterval`): the delivery, when its popup comes next, and how
/// many more times it comes.
public struct NaggingPopup: Sendable, Hashable {
    /// The delivery whose popup is posted again.
    public var delivery: DeliveredNotification
    /// When its popup is posted next.
    public var nextDate: Date
    /// How many more times its popup is posted; nil: until the user acts on it.
    public var remaining: Int?

    /// Creates a nagging popup.
    public init(delivery: DeliveredNotification, nextDate: Date, remaining: Int?) {
        self.delivery = delivery
        self.nextDate = nextDate
        self.remaining = remaining
    }

    /// The nagging a claimed delivery starts: none for a request that does not nag or a
    /// delivery missed without a popup; otherwise its first repeat an interval after it
    /// was delivered.
    public static func start(for delivery: DeliveredNotification) -> NaggingPopup? {
        guard let interval = delivery.request.repeatInterval, !delivery.missed else { return nil }
        let count = delivery.request.repeatCount
        return NaggingPopup(
            delivery: delivery, nextDate: delivery.deliveredAt.addingTimeInterval(interval),
            remaining: count > 0 ? count : nil)
    }

    /// What is left after its popup was posted again at `date`: the next repeat an interval
    /// later, or nil when the count ran out.
    public func afterRepeat(at date: Date) -> NaggingPopup? {
        let left = remaining.map { $0 - 1 }
        guard left.map({ $0 > 0 }) ?? true, let interval = delivery.request.repeatInterval else { return nil }
        return NaggingPopup(delivery: delivery, nextDate: date.addingTimeInterval(interval), remaining: left)
    }
}
