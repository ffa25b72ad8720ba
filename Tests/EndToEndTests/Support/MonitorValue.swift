/// One argument of a D-Bus message as dbus-monitor prints it.
indirect enum MonitorValue: Equatable, Sendable {
    /// A string (also an object path or a signature).
    case string(String)
    /// A number (byte, int16 to uint64, double), as printed.
    case number(String)
    /// A boolean.
    case boolean(Bool)
    /// An array.
    case array([MonitorValue])
    /// A dictionary entry: key and value.
    case dictEntry(MonitorValue, MonitorValue)
    /// A struct.
    case structure([MonitorValue])
    /// A variant and what it holds.
    case variant(MonitorValue)
    /// Anything else (file descriptors, byte arrays), as printed.
    case other(String)

    /// The string, looking through a variant; nil for anything else.
    var string: String? {
        switch self {
        case .string(let text): text
        case .variant(let inner): inner.string
        default: nil
        }
    }

    /// The number as printed, looking through a variant; nil for anything else.
    var number: String? {
        switch self {
        case .number(let text): text
        case .variant(let inner): inner.number
        default: nil
        }
    }

    /// The boolean, looking through a variant; nil for anything else.
    var boolean: Bool? {
        switch self {
        case .boolean(let value): value
        case .variant(let inner): inner.boolean
        default: nil
        }
    }
}
