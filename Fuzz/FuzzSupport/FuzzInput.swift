import Foundation

/// The bytes libFuzzer hands a target, read from the front: small numbers first (a zone, a
/// date, a count), then the rest as text or bytes.
///
/// Reading past the end gives zeros and empty rests, never a trap: every input is valid.
public struct FuzzInput {
    /// The bytes not read yet.
    private var bytes: ArraySlice<UInt8>

    /// The input at `data` (`size` bytes), copied.
    public init(_ data: UnsafePointer<UInt8>, _ size: Int) {
        bytes = ArraySlice(UnsafeBufferPointer(start: data, count: size))
    }

    /// The next byte; 0 at the end.
    public mutating func byte() -> UInt8 {
        bytes.popFirst() ?? 0
    }

    /// The next `count` bytes (at most 8) as an unsigned number, big-endian; missing bytes count as 0.
    public mutating func number(bytes count: Int) -> UInt64 {
        var value: UInt64 = 0
        for _ in 0..<min(count, 8) { value = value << 8 | UInt64(byte()) }
        return value
    }

    /// A time zone picked by the next two bytes from every zone Foundation knows, and UTC.
    public mutating func zone() -> TimeZone {
        let names = TimeZone.knownTimeZoneIdentifiers
        let index = Int(number(bytes: 2)) % (names.count + 1)
        return index < names.count ? TimeZone(identifier: names[index]) ?? .gmt : .gmt
    }

    /// An instant picked by the next four bytes: a second from 1970 to 2106.
    public mutating func instant() -> Date {
        Date(timeIntervalSince1970: TimeInterval(number(bytes: 4)))
    }

    /// The rest of the bytes, consumed.
    public mutating func rest() -> [UInt8] {
        defer { bytes = [] }
        return Array(bytes)
    }

    /// The rest of the bytes as text (invalid UTF-8 repaired), consumed.
    public mutating func restText() -> String {
        String(decoding: rest(), as: UTF8.self)
    }
}
