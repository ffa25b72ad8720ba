/// Typed, checked access to the entries of an `a{sv}` dictionary.
struct WireReader {
    let dictionary: WireDictionary

    init(_ dictionary: WireDictionary) {
        self.dictionary = dictionary
    }

    /// Fails naming the first unknown key in sorted order (the keys are sorted only then:
    /// an `AddMany` of 100 000 valid requests sorts none).
    func rejectUnknownKeys(allowed: Set<String>) throws(WireError) {
        guard dictionary.keys.contains(where: { !allowed.contains($0) }) else { return }
        if let unknown = dictionary.keys.sorted().first(where: { !allowed.contains($0) }) {
            throw WireError("unknown key \"\(unknown)\"")
        }
    }

    func string(_ key: String) throws(WireError) -> String? {
        guard let value = dictionary[key] else { return nil }
        guard case .string(let text) = value else { throw mismatch(key, "s", value) }
        return text
    }

    func bool(_ key: String) throws(WireError) -> Bool? {
        guard let value = dictionary[key] else { return nil }
        guard case .bool(let flag) = value else { throw mismatch(key, "b", value) }
        return flag
    }

    func int(_ key: String) throws(WireError) -> Int32? {
        guard let value = dictionary[key] else { return nil }
        guard case .int32(let number) = value else { throw mismatch(key, "i", value) }
        return number
    }

    func uint(_ key: String) throws(WireError) -> UInt32? {
        guard let value = dictionary[key] else { return nil }
        guard case .uint32(let number) = value else { throw mismatch(key, "u", value) }
        return number
    }

    func double(_ key: String) throws(WireError) -> Double? {
        guard let value = dictionary[key] else { return nil }
        switch value {
        case .double(let number): return number
        case .int32(let number): return Double(number)
        default: throw mismatch(key, "d", value)
        }
    }

    func strings(_ key: String) throws(WireError) -> [String]? {
        guard let value = dictionary[key] else { return nil }
        guard case .strings(let texts) = value else { throw mismatch(key, "as", value) }
        return texts
    }

    func stringMap(_ key: String) throws(WireError) -> [String: String]? {
        guard let value = dictionary[key] else { return nil }
        guard case .stringMap(let map) = value else { throw mismatch(key, "a{ss}", value) }
        return map
    }

    func intMap(_ key: String) throws(WireError) -> [String: Int32]? {
        guard let value = dictionary[key] else { return nil }
        guard case .intMap(let map) = value else { throw mismatch(key, "a{si}", value) }
        return map
    }

    private func mismatch(_ key: String, _ expected: String, _ value: WireValue) -> WireError {
        WireError("\(key) must have type \(expected), not \(value.signature)")
    }
}
