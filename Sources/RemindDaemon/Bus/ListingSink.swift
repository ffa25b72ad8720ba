import RemindersAPI

/// Where a listing read in steps goes: its entries a step at a time, then its end or its
/// failure, once.
public protocol ListingSink: AnyObject {
    /// The next entries, in the listing's order.
    func append(_ entries: [WireDictionary])
    /// The listing is complete: send it.
    func finish()
    /// The listing failed: send the error instead of what was appended.
    func fail(_ error: ServiceError)
}
