import CGLib
import GLibSupport
import RemindersAPI
import RemindersBusSupport
import Testing

/// Reading `a{sv}` dictionaries beyond the round trip: lists of them, a 64-bit integer
/// some clients send, and a type the wire does not know.
@Suite struct VariantDictionaryTests {
    /// An `a{sv}` variant with one entry, `key` holding `value` (floating).
    private static func entry(_ key: String, _ value: OpaquePointer?) -> OpaquePointer? {
        var entries = [g_variant_new_dict_entry(g_variant_new_string(key), g_variant_new_variant(value))]
        return g_variant_new_array(nil, &entries, 1)
    }

    /// A list of dictionaries (`aa{sv}`) reads back as the same list.
    @Test func dictionariesReadBack() throws {
        let dictionaries: [WireDictionary] = [["identifier": .string("tea")], [:], ["badge": .int32(2)]]
        let variant = try #require(g_variant_ref_sink(WireVariant.make(dictionaries)))
        defer { g_variant_unref(variant) }
        #expect(String(cString: g_variant_get_type_string(variant)) == "aa{sv}")
        #expect(try WireVariant.dictionaries(variant) == dictionaries)
    }

    /// A 64-bit integer (what some clients send for a date) reads as a double.
    @Test func int64ReadsAsDouble() throws {
        let variant = try #require(g_variant_ref_sink(Self.entry("date", g_variant_new_int64(7))))
        defer { g_variant_unref(variant) }
        #expect(try WireVariant.dictionary(variant) == ["date": .double(7)])
    }

    /// A value of a type the wire does not know is refused, naming its key and type.
    @Test func unknownTypeIsRefused() throws {
        let variant = try #require(g_variant_ref_sink(Self.entry("when", g_variant_new_uint64(7))))
        defer { g_variant_unref(variant) }
        #expect(throws: WireError("when has the unsupported type t")) { try WireVariant.dictionary(variant) }
    }
}
