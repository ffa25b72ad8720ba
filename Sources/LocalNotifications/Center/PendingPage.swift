/// One page of a pass over every pending request (see `NotificationRepository.pendingPage`).
public struct PendingPage: Sendable {
    /// The usable requests of the page, in key order.
    public var requests: [ScheduledRequest]
    /// Where the next page starts (the last key the page read, usable or not), or nil when
    /// this page was the last.
    public var next: PendingKey?

    /// A page.
    public init(requests: [ScheduledRequest], next: PendingKey?) {
        self.requests = requests
        self.next = next
    }
}
