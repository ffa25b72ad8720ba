/// A save of many requests in parts, so that no part holds the caller long: each `add`
/// takes a few, and `commit` saves all of them in one transaction, each replacing the same
/// app and identifier as `NotificationRepository.save` does. Until the commit nothing is
/// saved; dropped without one, or after a crash, nothing is.
public protocol StagedSave: AnyObject {
    /// Takes the next requests.
    func add(_ requests: [ScheduledRequest]) throws
    /// Saves every request taken, all or none.
    func commit() throws
}

/// The plain `StagedSave`: keeps the parts in memory and saves them at the commit.
public final class MemoryStagedSave: StagedSave {
    private let repository: NotificationRepository
    private var requests: [ScheduledRequest] = []

    /// A save into `repository`.
    public init(repository: NotificationRepository) {
        self.repository = repository
    }

    /// Keeps the requests.
    public func add(_ requests: [ScheduledRequest]) throws {
        self.requests += requests
    }

    /// Saves them all with one `save`.
    public func commit() throws {
        try repository.save(requests)
        requests = []
    }
}
