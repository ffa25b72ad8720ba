import SQLiteSupport

/// A page cache large enough for the whole store while a long listing or a large save runs.
///
/// A listing reads the app's rows in fire-date order through `pending_by_app`, then each
/// row from the table by its key: spread over the whole file, so that with SQLite's usual
/// 2 MB cache nearly every row is read from the file again (a quarter of a listing's time
/// at 100 000 requests). The cache is widened when a listing starts (`listingsStarted`;
/// not for a listing refused before it reads anything) and narrowed again, its memory
/// freed, once listings stopped (`listingsEnded`, which remindd calls before it gives its
/// heap back).
extension SQLiteNotificationRepository {
    /// The page cache while widened, in KiB: the whole file of 100 000 requests.
    static let wideCacheKiB = 65_536
    /// How many requests make a save large enough to widen the cache for.
    static let largeSave = 1_000

    /// Widens the page cache until `listingsEnded`.
    public func listingsStarted() {
        try? widenCache()
    }

    /// Widens the page cache, once until `listingsEnded`.
    func widenCache() throws {
        guard narrowCacheSize == nil else { return }
        narrowCacheSize = try database.statement("PRAGMA cache_size").firstRow { $0.int(0) } ?? -2_000
        try database.execute("PRAGMA cache_size=-\(Self.wideCacheKiB)")
    }

    /// Narrows the page cache to its size before `widenCache`, freeing its pages.
    public func listingsEnded() {
        guard let size = narrowCacheSize else { return }
        narrowCacheSize = nil
        try? database.execute("PRAGMA cache_size=\(size)")
        try? database.execute("PRAGMA shrink_memory")
    }
}
