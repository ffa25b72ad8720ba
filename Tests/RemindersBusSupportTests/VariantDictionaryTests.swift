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

    /// A refused dictionary lets go of all it read, whichever entry is refused: the bytes of
    /// the message are freed once the caller drops them (remindd reads every request so; a
    /// kept reference per refused request would let any client grow its memory).
    @Test func refusedDictionaryReleasesTheMessage() throws {
        func dictionary(_ key: String, _ value: OpaquePointer?) -> OpaquePointer? {
            var entries = [
                g_variant_new_dict_entry(g_variant_new_string(key), g_variant_new_variant(value)),
                g_variant_new_dict_entry(
                    g_variant_new_string("title"), g_variant_new_variant(g_variant_new_string("Tea"))),
                g_variant_new_dict_entry(
                    g_variant_new_string("body"), g_variant_new_variant(g_variant_new_string("Now"))),
            ]
            return g_variant_new_array(nil, &entries, gsize(entries.count))
        }
        let refusedFirst = dictionary("when", g_variant_new_uint64(7))
        #expect(Self.freedAfterReading(refusedFirst) { _ = try? WireVariant.dictionary($0) })
        var list = [dictionary("badge", g_variant_new_int32(1)), dictionary("when", g_variant_new_uint64(7))]
        list.append(dictionary("badge", g_variant_new_int32(2)))
        let refusedList = g_variant_new_array(nil, &list, gsize(list.count))
        #expect(Self.freedAfterReading(refusedList) { _ = try? WireVariant.dictionaries($0) })
    }

    /// Whether the serialized bytes of `tree` (floating; consumed), read as a message is,
    /// are freed once `read` returns and the variant over them is dropped.
    private static func freedAfterReading(_ tree: OpaquePointer?, _ read: (OpaquePointer?) -> Void) -> Bool {
        let sunk = g_variant_ref_sink(tree)
        defer { g_variant_unref(sunk) }
        let size = Int(g_variant_get_size(sunk))
        // Aligned, so that GLib reads these bytes in place rather than a copy of them.
        let data = UnsafeMutableRawPointer.allocate(byteCount: max(size, 1), alignment: 8)
        let freed = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
        freed.initialize(to: false)
        defer { freed.deallocate() }
        g_variant_store(sunk, data)
        let bytes = g_bytes_new_with_free_func(
            data, gsize(size), { $0?.assumingMemoryBound(to: Bool.self).pointee = true }, freed)
        let message = g_variant_ref_sink(g_variant_new_from_bytes(g_variant_get_type(sunk), bytes, 1))
        g_bytes_unref(bytes)
        read(message)
        g_variant_unref(message)
        let wasFreed = freed.pointee
        // Left allocated when the bytes were not freed: GLib may still point at them.
        if wasFreed { data.deallocate() }
        return wasFreed
    }
}
