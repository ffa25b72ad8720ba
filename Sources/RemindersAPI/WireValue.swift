/// A value of a D-Bus `a{sv}` dictionary entry, in plain Swift, so the wire format can be
/// encoded, decoded and tested without GLib.
public enum WireValue: Sendable, Equatable {
    /// `s`
    case string(String)
    /// `b`
    case bool(Bool)
    /// `i`
    case int32(Int32)
    /// `u`
    case uint32(UInt32)
    /// `d`
    case double(Double)
    /// `as`
    case strings([String])
    /// `a{ss}`
    case stringMap([String: String])
    /// `a{si}`
    case intMap([String: Int32])

    /// The D-Bus type signature of the value.
    public var signature: String {
        switch self {
        case .string: "s"
        case .bool: "b"
        case .int32: "i"
        case .uint32: "u"
        case .double: "d"
        case .strings: "as"
        case .stringMap: "a{ss}"
        case .intMap: "a{si}"
        }
    }
}

/// One `a{sv}` dictionary.
public typealias WireDictionary = [String: WireValue]
