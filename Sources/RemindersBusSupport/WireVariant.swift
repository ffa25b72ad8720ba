import CGLib
import CShims
import GLibSupport
import RemindersAPI

/// Converts between the API's `WireValue` dictionaries and GLib's `GVariant`: where
/// remindd's contract meets GLib, shared by remindd and its client.
///
/// Every `make` function returns a new floating reference: pass it straight to a GLib call
/// that takes ownership (a method reply, a builder, `g_dbus_connection_call`).
public enum WireVariant {
    /// A floating `GVariant` holding `value`.
    public static func make(_ value: WireValue) -> OpaquePointer? {
        switch value {
        case .string(let text): return g_variant_new_string(text)
        case .bool(let flag): return g_variant_new_boolean(flag ? 1 : 0)
        case .int32(let number): return g_variant_new_int32(number)
        case .uint32(let number): return g_variant_new_uint32(number)
        case .double(let number): return g_variant_new_double(number)
        case .strings(let texts): return Variant.makeStrings(texts)
        case .stringMap(let map):
            return makeMap(map.sorted { $0.key < $1.key }, type: "a{ss}") { g_variant_new_string($0) }
        case .intMap(let map):
            return makeMap(map.sorted { $0.key < $1.key }, type: "a{si}") { g_variant_new_int32($0) }
        }
    }

    /// A floating `a{sv}` variant.
    public static func make(_ dictionary: WireDictionary) -> OpaquePointer? {
        makeMap(dictionary.sorted { $0.key < $1.key }, type: "a{sv}") { g_variant_new_variant(make($0)) }
    }

    /// A floating `aa{sv}` variant.
    public static func make(_ dictionaries: [WireDictionary]) -> OpaquePointer? {
        let builder = g_variant_builder_new(shims_variant_type("aa{sv}"))
        defer { g_variant_builder_unref(builder) }
        for dictionary in dictionaries { g_variant_builder_add_value(builder, make(dictionary)) }
        return g_variant_builder_end(builder)
    }

    /// The dictionary in an `a{sv}` variant; the error names a value of an unsupported type.
    ///
    /// Entries are taken one at a time, so that a refusal leaves no reference behind.
    public static func dictionary(_ variant: OpaquePointer?) throws(WireError) -> WireDictionary {
        var result: WireDictionary = [:]
        for index in 0..<count(variant) {
            let entry = Variant.child(variant, index)
            let key = Variant.child(entry, 0)
            let boxed = Variant.child(entry, 1)
            let value = boxed.flatMap { g_variant_get_variant($0) }
            defer {
                g_variant_unref(value)
                g_variant_unref(boxed)
                g_variant_unref(key)
                g_variant_unref(entry)
            }
            let name = Variant.string(key)
            guard let value, let wire = wireValue(value) else {
                let type = value.map { String(cString: g_variant_get_type_string($0)) } ?? "?"
                throw WireError("\(name) has the unsupported type \(type)")
            }
            result[name] = wire
        }
        return result
    }

    /// The dictionaries of an `aa{sv}` variant, taken one at a time as `dictionary` does.
    public static func dictionaries(_ variant: OpaquePointer?) throws(WireError) -> [WireDictionary] {
        var result: [WireDictionary] = []
        for index in 0..<count(variant) {
            let element = Variant.child(variant, index)
            defer { g_variant_unref(element) }
            result.append(try dictionary(element))
        }
        return result
    }

    /// How many children a container has; 0 for none.
    private static func count(_ variant: OpaquePointer?) -> Int {
        variant.map { Int(g_variant_n_children($0)) } ?? 0
    }

    private static func wireValue(_ value: OpaquePointer) -> WireValue? {
        switch String(cString: g_variant_get_type_string(value)) {
        case "s": return .string(Variant.string(value))
        case "b": return .bool(g_variant_get_boolean(value) != 0)
        case "i": return .int32(g_variant_get_int32(value))
        case "u": return .uint32(g_variant_get_uint32(value))
        case "d": return .double(g_variant_get_double(value))
        case "x": return .double(Double(g_variant_get_int64(value)))
        case "as": return .strings(Variant.strings(value))
        case "a{ss}": return .stringMap(pairs(value) { Variant.string($0) })
        case "a{si}": return .intMap(pairs(value) { g_variant_get_int32($0) })
        default: return nil
        }
    }

    private static func pairs<T>(_ variant: OpaquePointer, _ read: (OpaquePointer?) -> T) -> [String: T] {
        var result: [String: T] = [:]
        for entry in Variant.children(variant) {
            let key = Variant.child(entry, 0)
            let value = Variant.child(entry, 1)
            result[Variant.string(key)] = read(value)
            g_variant_unref(value)
            g_variant_unref(key)
            g_variant_unref(entry)
        }
        return result
    }

    private static func makeMap<T>(
        _ entries: [(key: String, value: T)], type: String, _ make: (T) -> OpaquePointer?
    )
        -> OpaquePointer?
    {
        let builder = g_variant_builder_new(shims_variant_type(type))
        defer { g_variant_builder_unref(builder) }
        for (key, value) in entries {
            g_variant_builder_add_value(builder, g_variant_new_dict_entry(g_variant_new_string(key), make(value)))
        }
        return g_variant_builder_end(builder)
    }
}
