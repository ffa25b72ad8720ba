/// A key of an object being read, as its bytes in the text; a `switch` over it matches
/// string literals (`case "title":`).
struct StoredJSONKey {
    /// The key's UTF-8 bytes, without quotes (keys with escapes are never read this way).
    let bytes: UnsafeBufferPointer<UInt8>

    /// Whether the key is `name`.
    static func ~= (name: StaticString, key: StoredJSONKey) -> Bool {
        name.utf8CodeUnitCount == key.bytes.count && name.withUTF8Buffer { $0.elementsEqual(key.bytes) }
    }
}
