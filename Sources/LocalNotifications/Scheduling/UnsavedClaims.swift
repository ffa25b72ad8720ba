import Foundation

/// Claims and "posted" marks the repository refused to store (a full disk, a read-only
/// file): held in memory, in the order they were made, and written when it accepts them.
///
/// While a claim is held, the stored pending request still shows the claimed occurrence as
/// due; `apply(to:)` gives the request as the held claims left it, so that the scheduler
/// neither fires the occurrence again nor wakes up for it.
public struct UnsavedClaims: Sendable {
    /// One claim as `NotificationRepository.claim` takes it.
    struct Claim: Sendable {
        /// The occurrence delivered (marked posted once its popup was).
        var delivery: DeliveredNotification
        /// The request's next fire date the claim expects to find stored.
        var expectedNextFireDate: Date
        /// The request moved on past the occurrence, or nil when it ended.
        var advanced: ScheduledRequest?
    }

    private var claims: [Claim] = []
    private var postedMarks: [DeliveredNotification] = []
    /// Why the last write failed, for the log.
    public private(set) var lastError: String?

    /// Holds nothing.
    public init() {}

    /// How many claims and marks wait to be written.
    public var count: Int { claims.count + postedMarks.count }

    /// Whether everything was written.
    public var isEmpty: Bool { count == 0 }

    /// Holds a claim the repository refused with `error`.
    mutating func hold(
        _ delivery: DeliveredNotification, expectedNextFireDate: Date, advancing advanced: ScheduledRequest?,
        error: any Error
    ) {
        claims.append(Claim(delivery: delivery, expectedNextFireDate: expectedNextFireDate, advanced: advanced))
        lastError = String(describing: error)
    }

    /// Notes that `delivery`'s popup was posted when its claim is held (the claim is then
    /// written as posted); false when it is not.
    mutating func markPostedIfHeld(_ delivery: DeliveredNotification) -> Bool {
        guard let index = claims.firstIndex(where: { Self.sameOccurrence($0.delivery, delivery) }) else { return false }
        claims[index].delivery.posted = true
        return true
    }

    /// Holds a "posted" mark the repository refused with `error`.
    mutating func holdPosted(_ delivery: DeliveredNotification, error: any Error) {
        postedMarks.append(delivery)
        lastError = String(describing: error)
    }

    /// The stored request `stored` as the held claims left it: moved on, nil when its last
    /// occurrence was claimed, or unchanged when no held claim is about it (or it was
    /// replaced since).
    func apply(to stored: ScheduledRequest) -> ScheduledRequest? {
        let own = claims.filter { Self.sameRequest($0.delivery, stored) }
        guard let first = own.first, let last = own.last, first.expectedNextFireDate == stored.nextFireDate else {
            return stored
        }
        return last.advanced
    }

    /// The app's held deliveries, the latest of each request.
    func latestDeliveries(appIdentifier: String) -> [DeliveredNotification] {
        var latest: [String: DeliveredNotification] = [:]
        for claim in claims where claim.delivery.appIdentifier == appIdentifier {
            latest[claim.delivery.identifier] = claim.delivery
        }
        return Array(latest.values)
    }

    /// Writes the held claims, then the marks, in order, stopping at the first failure.
    ///
    /// - Returns: how many were written (or dropped: a claim the repository turns down
    ///   because the request changed meanwhile).
    @discardableResult
    mutating func save(to repository: NotificationRepository) -> Int {
        var written = 0
        do {
            while let claim = claims.first {
                _ = try repository.claim(
                    claim.delivery, expectedNextFireDate: claim.expectedNextFireDate, advancing: claim.advanced)
                claims.removeFirst()
                written += 1
            }
            if !postedMarks.isEmpty {
                try repository.markPosted(postedMarks)
                written += postedMarks.count
                postedMarks = []
            }
            lastError = nil
        } catch {
            lastError = String(describing: error)
        }
        return written
    }

    private static func sameRequest(_ delivery: DeliveredNotification, _ request: ScheduledRequest) -> Bool {
        delivery.appIdentifier == request.appIdentifier && delivery.identifier == request.identifier
    }

    private static func sameOccurrence(_ one: DeliveredNotification, _ other: DeliveredNotification) -> Bool {
        one.appIdentifier == other.appIdentifier && one.identifier == other.identifier
            && one.occurrenceDate == other.occurrenceDate
    }
}
