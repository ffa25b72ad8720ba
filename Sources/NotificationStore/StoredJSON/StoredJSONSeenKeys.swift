/// The keys of an object read so far, by number, so that a repeated key is left to
/// `JSONDecoder` (which keeps the first).
struct StoredJSONSeenKeys {
    /// One bit per key number.
    private var bits: UInt32 = 0

    /// Notes key number `index` (below 32); throws when it came before.
    mutating func insert(_ index: UInt32) throws(StoredJSONReader.Unreadable) {
        let bit: UInt32 = 1 << index
        guard bits & bit == 0 else { throw StoredJSONReader.Unreadable() }
        bits |= bit
    }
}
