/// A save of many requests in parts, so that no part holds the caller long: each `add`
/// takes a few, and `commit` saves all of them in one transaction, each replacing the same
/// app and identifier as `NotificationRepository.save` does. Until the commit nothing is
/// saved; dropped without one, or after a crash, nothing is.
public protocol StagedSave: AnyObject {
    /// Takes the next requests; a failure to keep them is reported by the commit.
    func add(_ requests: [ScheduledRequest])
    /// Saves every request taken, all or none; `completion` gets the outcome, on whatever
    /// thread the save runs on.
    func commit(_ completion: @escaping @Sendable (Result<Void, any Error>) -> Void)
}

/// The plain `StagedSave`: keeps the parts in memory and saves them at the commit, at once.
public final class MemoryStagedSave: StagedSave {
    private let repository: NotificationRepository
    private var requests: [ScheduledRequest] = []

    /// A save into `repository`.
    public init(repository: NotificationRepository) {
        self.repository = repository
    }

    /// Keeps the requests.
    public func add(_ requests: [ScheduledRequest]) {
        self.requests += requests
    }

    /// Saves them all with one `save`, then calls `completion`.
    public func commit(_ completion: @escaping @Sendable (Result<Void, any Error>) -> Void) {
        let requests = requests
        self.requests = []
        completion(Result { try repository.save(requests) })
    }
}
