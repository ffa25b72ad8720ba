import Foundation

/// A page of `PendingSummary`s in columns, as `GetPendingSummaryColumns` sends it: the
/// texts of every entry in one byte array, the repeats flags in another, the next trigger
/// dates in a `d` array and the regions of the location requests apart. Each column is one
/// value on the bus however many entries the page holds, so that neither remindd nor its
/// client builds or reads a value per field.
public struct PendingSummaryColumns: Sendable, Equatable {
    /// The region of one location request of the page.
    public struct Location: Sendable, Equatable {
        /// The entry's place in the page.
        public var index: UInt32
        /// `PendingSummary.locationDictionary` of the entry.
        public var dictionary: WireDictionary

        /// The region of the entry at `index`.
        public init(index: UInt32, dictionary: WireDictionary) {
            self.index = index
            self.dictionary = dictionary
        }
    }

    /// The type of the reply on the wire: texts, repeats, next trigger dates, locations.
    public static let wireSignature = "(ayayada(ua{sv}))"

    /// How many texts each entry has in `texts`: identifier, title, subtitle, body, trigger
    /// and attachment, in that order.
    public static let textsPerEntry = 6

    /// Every entry's texts in UTF-8, each ended by a NUL byte (a D-Bus string never holds
    /// one; one found in a text is left out).
    public var texts: [UInt8]
    /// Each entry's repeats flag: 1 when its trigger fires more than once, else 0.
    public var repeats: [UInt8]
    /// Each entry's next trigger date in seconds since 1970 UTC; NaN for a location request.
    public var nextTriggerDates: [Double]
    /// The regions of the page's location requests.
    public var locations: [Location]

    /// The columns of these values.
    public init(texts: [UInt8] = [], repeats: [UInt8] = [], nextTriggerDates: [Double] = [], locations: [Location] = [])
    {
        self.texts = texts
        self.repeats = repeats
        self.nextTriggerDates = nextTriggerDates
        self.locations = locations
    }

    /// The columns of `summaries`, in their order.
    public init(_ summaries: [PendingSummary]) {
        self.init()
        for summary in summaries { append(summary) }
    }

    /// Adds an entry at the end of the page.
    public mutating func append(_ summary: PendingSummary) {
        if summary.location != nil {
            locations.append(
                Location(index: UInt32(repeats.count), dictionary: PendingSummary.locationDictionary(summary)))
        }
        repeats.append(summary.repeats ? 1 : 0)
        nextTriggerDates.append(summary.nextTriggerDate?.timeIntervalSince1970 ?? .nan)
        appendText(summary.identifier)
        appendText(summary.title)
        appendText(summary.subtitle)
        appendText(summary.body)
        appendText(summary.trigger)
        appendText(summary.attachment)
    }

    private mutating func appendText(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            if bytes.contains(0) {
                texts.append(contentsOf: bytes.lazy.filter { $0 != 0 })
            } else {
                texts.append(contentsOf: bytes)
            }
        }
        texts.append(0)
    }

    /// The page's summaries; the error says which column does not fit the others.
    public func summaries() throws(WireError) -> [PendingSummary] {
        let count = repeats.count
        guard nextTriggerDates.count == count else {
            throw WireError("a summary page has \(count) repeats flags but \(nextTriggerDates.count) dates")
        }
        let fields = try texts.withUnsafeBufferPointer { bytes throws(WireError) in
            try Self.split(bytes, count: count * Self.textsPerEntry)
        }
        var summaries: [PendingSummary] = []
        summaries.reserveCapacity(count)
        for index in 0..<count {
            let first = index * Self.textsPerEntry
            let seconds = nextTriggerDates[index]
            summaries.append(
                PendingSummary(
                    identifier: fields[first], title: fields[first + 1], subtitle: fields[first + 2],
                    body: fields[first + 3], repeats: repeats[index] != 0, trigger: fields[first + 4],
                    nextTriggerDate: seconds.isNaN ? nil : Date(timeIntervalSince1970: seconds),
                    attachment: fields[first + 5]))
        }
        for location in locations {
            guard Int(location.index) < count else {
                throw WireError("a summary page's location \(location.index) is past its \(count) entries")
            }
            try PendingSummary.readLocation(location.dictionary, into: &summaries[Int(location.index)])
        }
        return summaries
    }

    /// The `count` NUL-ended UTF-8 texts that make up `bytes`.
    private static func split(_ bytes: UnsafeBufferPointer<UInt8>, count: Int) throws(WireError) -> [String] {
        var fields: [String] = []
        fields.reserveCapacity(count)
        guard let base = bytes.baseAddress else { return try Self.counted(fields, count) }
        var start = 0
        while start < bytes.count {
            guard let found = memchr(base + start, 0, bytes.count - start) else {
                throw WireError("a summary page's last text has no end")
            }
            let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            guard let text = String(validating: bytes[start..<end], as: UTF8.self) else {
                throw WireError("a summary page's text \(fields.count + 1) is not UTF-8")
            }
            fields.append(text)
            start = end + 1
        }
        return try counted(fields, count)
    }

    /// `fields`, when there are `count` of them.
    private static func counted(_ fields: [String], _ count: Int) throws(WireError) -> [String] {
        guard fields.count == count else {
            throw WireError("a summary page has \(fields.count) texts, not \(count)")
        }
        return fields
    }
}
