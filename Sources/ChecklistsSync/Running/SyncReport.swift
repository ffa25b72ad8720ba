import Foundation

/// What one sync of every account did, as the window's bar and `checklists sync` tell it.
public struct SyncReport: Sendable, Equatable {
    /// Items that came from a server and were not here.
    public var added = 0
    /// Items changed here by a server's copy, or changed there by this one.
    public var updated = 0
    /// Items deleted here because they were deleted on a server, or there because here.
    public var deleted = 0
    /// Items changed on both sides and merged property by property.
    public var merged = 0
    /// The texts of the merged items, so that the user can look at them.
    public var mergedItems: [String] = []
    /// The resources on a server that hold a task Checklists cannot read, by href (left as
    /// they are).
    public var unreadable: [String] = []
    /// How many resources hold events or journal entries and no task: left alone on
    /// purpose, in a calendar that holds tasks too. Counted when they come (the first sync,
    /// and when they change), so that the user is told once.
    public var skippedEvents = 0
    /// The accounts that could not be synced, and why.
    public var failures: [SyncFailure] = []
    /// How many accounts were synced (or tried).
    public var accounts = 0
    /// When the sync ended.
    public var finished: Date

    /// An empty report of a sync that ended at `finished`.
    public init(finished: Date) {
        self.finished = finished
    }

    /// Whether every account was synced.
    public var succeeded: Bool { failures.isEmpty }
}

/// An account that could not be synced.
public struct SyncFailure: Sendable, Equatable {
    /// The account's URL.
    public var account: String
    /// Why, in one line (a `CalDAVError`'s description).
    public var message: String

    /// Describes a failure.
    public init(account: String, message: String) {
        self.account = account
        self.message = message
    }
}
