/// The options of `GetPendingPage` and `GetDeliveredPage`: which part of a listing to send.
///
/// Listings are paged because a D-Bus message has a size limit (an array at most 64 MiB)
/// and a reply is built whole in memory: an app with many thousands of requests lists them
/// a page at a time.
public struct PageOptions: Sendable, Equatable {
    /// `u`: how many entries to skip from the start of the listing; 0 when absent.
    public static let offsetKey = "offset"
    /// `u`: how many entries to send at most, from 1 to `maximumLimit`; `maximumLimit` when absent.
    public static let limitKey = "limit"
    /// The largest page remindd sends.
    public static let maximumLimit = 1000
    /// The most entries the unpaged `GetPending` and `GetDelivered` send; past it they fail
    /// with `RemindersBus.failedError` and a message naming the paged method.
    public static let unpagedLimit = 10_000

    /// How many entries to skip.
    public var offset: Int
    /// How many to send at most.
    public var limit: Int

    /// Options for the page of at most `limit` entries after `offset`.
    public init(offset: Int = 0, limit: Int = maximumLimit) {
        self.offset = offset
        self.limit = limit
    }

    /// The options as sent on the wire.
    public func encode() -> WireDictionary {
        [Self.offsetKey: .uint32(UInt32(clamping: offset)), Self.limitKey: .uint32(UInt32(clamping: limit))]
    }

    /// Reads the options; an unknown key, a wrong type or a limit outside 1 to `maximumLimit` is refused.
    public static func decode(_ dictionary: WireDictionary) throws(WireError) -> PageOptions {
        let reader = WireReader(dictionary)
        try reader.rejectUnknownKeys(allowed: [offsetKey, limitKey])
        let offset = try reader.uint(offsetKey).map(Int.init) ?? 0
        let limit = try reader.uint(limitKey).map(Int.init) ?? maximumLimit
        guard (1...maximumLimit).contains(limit) else {
            throw WireError("the limit must be from 1 to \(maximumLimit), not \(limit)")
        }
        return PageOptions(offset: offset, limit: limit)
    }
}
