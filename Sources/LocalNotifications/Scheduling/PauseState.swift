import Foundation

/// "Pause Reminders": until a wall-clock time, popups are held back, except critical ones,
/// and handed out when the pause ends.
///
/// The held occurrences are claimed and listed as delivered as usual; only their popups
/// wait. A value type with no clock: every question takes the current time, so tests move
/// a `ManualWallClock` and ask again.
public struct PauseState: Sendable, Equatable {
    /// When the pause ends, or nil when none was set. A date in the past means not paused.
    public private(set) var until: Date?
    /// The popups held back so far, oldest first.
    public private(set) var held: [Popup] = []

    /// A state paused until `until` (nil: not paused), holding nothing yet.
    public init(until: Date? = nil) {
        self.until = until
    }

    /// Whether popups are held at `now`.
    public func isPaused(at now: Date) -> Bool {
        until.map { now < $0 } ?? false
    }

    /// The end of the pause when paused at `now`, else nil.
    public func pausedUntil(at now: Date) -> Date? {
        isPaused(at: now) ? until : nil
    }

    /// When the daemon must wake up: at the next fire date or at the end of the pause,
    /// whichever comes first.
    public func wakeUp(nextFire: Date?, at now: Date) -> Date? {
        guard let end = pausedUntil(at: now) else { return nextFire }
        return nextFire.map { min($0, end) } ?? end
    }

    /// Sorts popups that are ready at `now`: returns those to post now (all of them when
    /// not paused; the critical ones when paused) and keeps the rest. A summary is split
    /// into its critical and its other deliveries.
    public mutating func admit(_ popups: [Popup], at now: Date) -> [Popup] {
        guard isPaused(at: now) else { return popups }
        var post: [Popup] = []
        for popup in popups {
            let (critical, other) = Self.split(popup)
            post += critical
            for kept in other { hold(kept) }
        }
        return post
    }

    /// Starts, moves or ends the pause at `now`; returns the held popups when it ended
    /// (`date` nil, or not after `now`).
    public mutating func pause(until date: Date?, at now: Date) -> [Popup] {
        until = date
        return releaseIfEnded(at: now)
    }

    /// Returns and forgets the held popups when the pause is over at `now`, and forgets its
    /// end; returns nothing while it lasts.
    public mutating func releaseIfEnded(at now: Date) -> [Popup] {
        guard !isPaused(at: now) else { return [] }
        until = nil
        defer { held = [] }
        return held
    }

    /// Whether a delivery goes through a pause: only critical ones do.
    public static func passesPause(_ delivery: DeliveredNotification) -> Bool {
        delivery.request.content.interruptionLevel == .critical
    }

    /// Keeps a popup, dropping held ones that only stand for the same requests (a newer
    /// occurrence of a repeating request replaces the older one, as in the store).
    private mutating func hold(_ popup: Popup) {
        let keys = Set(popup.deliveries.map(Self.key))
        held.removeAll { old in old.deliveries.allSatisfy { keys.contains(Self.key($0)) } }
        held.append(popup)
    }

    private static func split(_ popup: Popup) -> (critical: [Popup], other: [Popup]) {
        (
            popup.keeping(passesPause).map { [$0] } ?? [],
            popup.keeping { !passesPause($0) }.map { [$0] } ?? []
        )
    }

    private static func key(_ delivery: DeliveredNotification) -> String {
        "\(delivery.appIdentifier)\u{0}\(delivery.identifier)"
    }
}
