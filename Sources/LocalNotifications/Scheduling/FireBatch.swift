/// What one scan at a moment claimed, and the popups to show for it.
public struct FireBatch: Sendable, Equatable {
    /// Every occurrence claimed in the scan, in due order.
    public var delivered: [DeliveredNotification]
    /// Deliveries whose popup is posted again because the user has not acted on it yet
    /// (see `NaggingPopup`), soonest first.
    public var repeated: [DeliveredNotification]

    /// Creates a batch.
    public init(delivered: [DeliveredNotification], repeated: [DeliveredNotification] = []) {
        self.delivered = delivered
        self.repeated = repeated
    }

    /// Whether nothing was due.
    public var isEmpty: Bool { delivered.isEmpty && repeated.isEmpty }

    /// The popups to post: one per on-time occurrence, and per app one summary when several
    /// late ones came at once (a single late one keeps its own popup). Missed ones get none.
    /// Then one per repeated popup.
    public var popups: [Popup] {
        occurrencePopups + repeated.map(Popup.single)
    }

    private var occurrencePopups: [Popup] {
        var popups: [Popup] = []
        var lateByApp: [String: [DeliveredNotification]] = [:]
        var appOrder: [String] = []
        for delivery in delivered where !delivery.missed {
            if delivery.late {
                if lateByApp[delivery.appIdentifier] == nil { appOrder.append(delivery.appIdentifier) }
                lateByApp[delivery.appIdentifier, default: []].append(delivery)
            } else {
                popups.append(.single(delivery))
            }
        }
        for app in appOrder {
            guard let late = lateByApp[app] else { continue }
            popups.append(late.count == 1 ? .single(late[0]) : .summary(appIdentifier: app, late))
        }
        return popups
    }
}

/// One popup to post.
public enum Popup: Sendable, Equatable {
    /// A popup for one delivered notification.
    case single(DeliveredNotification)
    /// One popup standing for several notifications of one app that were missed while the
    /// machine was off or asleep; each is still listed as delivered.
    case summary(appIdentifier: String, [DeliveredNotification])

    /// The deliveries this popup stands for.
    public var deliveries: [DeliveredNotification] {
        switch self {
        case .single(let delivery): [delivery]
        case .summary(_, let deliveries): deliveries
        }
    }
}
