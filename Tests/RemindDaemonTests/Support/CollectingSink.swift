import RemindDaemon
import RemindersAPI

/// A `ListingSink` that keeps what it is given.
final class CollectingSink: ListingSink {
    /// The entries appended so far, in order.
    var entries: [WireDictionary] = []
    /// Whether the listing finished.
    var finished = false
    /// The listing's failure, if it failed.
    var error: ServiceError?

    func append(_ entries: ListingEntries) { self.entries += entries.dictionaries }
    func finish() { finished = true }
    func fail(_ error: ServiceError) { self.error = error }
}
