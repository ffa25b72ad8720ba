import CGLib
import GLibSupport
import RemindersAPI
import Testing

/// `a{sv}` dictionaries survive the trip through GVariant.
@Suite("Variant round trip")
struct VariantRoundTripTests {
    /// One value of every WireValue case, including empty containers and non-ASCII text.
    static let values: [(String, WireValue)] = [
        ("string", .string("Tee für zwei <&>")), ("empty-string", .string("")),
        ("bool-true", .bool(true)), ("bool-false", .bool(false)),
        ("int32", .int32(-2_147_483_648)), ("uint32", .uint32(4_294_967_295)),
        ("double", .double(1_781_524_800.125)), ("strings", .strings(["a", "", "ü"])), ("no-strings", .strings([])),
        ("string-map", .stringMap(["list": "groceries", "": "x"])), ("empty-string-map", .stringMap([:])),
        ("int-map", .intMap(["hour": 8, "minute": 0, "year": 2026])), ("empty-int-map", .intMap([:])),
    ]

    /// The dictionary read back from the variant made of `dictionary`.
    static func roundTrip(_ dictionary: WireDictionary) throws -> WireDictionary {
        let variant = try #require(g_variant_ref_sink(Variant.make(dictionary)))
        defer { g_variant_unref(variant) }
        #expect(String(cString: g_variant_get_type_string(variant)) == "a{sv}")
        return try Variant.dictionary(variant)
    }

    /// Each case alone survives the round trip.
    @Test("Each value alone", arguments: values.map(\.1))
    func single(value: WireValue) throws {
        let dictionary: WireDictionary = ["key": value]
        #expect(try Self.roundTrip(dictionary) == dictionary)
    }

    /// A dictionary with every case at once survives the round trip.
    @Test("Every value together")
    func together() throws {
        let dictionary = WireDictionary(uniqueKeysWithValues: Self.values)
        #expect(try Self.roundTrip(dictionary) == dictionary)
    }

    /// The empty dictionary survives the round trip.
    @Test("Empty dictionary")
    func empty() throws {
        #expect(try Self.roundTrip([:]) == [:])
    }

    /// An encoded request survives the round trip and decodes to the same request.
    @Test("A request dictionary")
    func request() throws {
        let dictionary: WireDictionary = [
            "identifier": .string("tea"), "title": .string("Tea"), "trigger": .string("calendar"),
            "calendar": .intMap(["hour": 8, "minute": 30]), "repeats": .bool(true), "time-zone": .string("UTC"),
            "user-info": .stringMap(["k": "v"]), "badge": .int32(3), "lateness-limit": .double(60),
        ]
        let back = try Self.roundTrip(dictionary)
        #expect(back == dictionary)
        #expect(try RequestCodec.decode(back) == RequestCodec.decode(dictionary))
    }
}
