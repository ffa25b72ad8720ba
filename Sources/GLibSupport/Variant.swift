import CGLib
import CShims
import RemindersAPI

/// Converts between `WireValue` dictionaries and GLib's `GVariant`.
///
/// Every `make` function returns a new floating reference: pass it straight to a GLib call
/// that takes ownership (a method reply, a builder, `g_dbus_connection_call`).
public enum Variant {
    /// A floating `GVariant` holding `value`.
    public static func make(_ value: WireValue) -> OpaquePointer? {
        switch value {
        case .string(let text): return g_variant_new_string(text)
        case .bool(let flag): return g_variant_new_boolean(flag ? 1 : 0)
        case .int32(let number): return g_variant_new_int32(number)
        case .uint32(let number): return g_variant_new_uint32(number)
        case .double(let number): return g_variant_new_double(number)
        case .strings(let texts): return makeStrings(texts)
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

    /// A floating `ad` variant.
    public static func make(doubles: [Double]) -> OpaquePointer? {
        let builder = g_variant_builder_new(shims_variant_type("ad"))
        defer { g_variant_builder_unref(builder) }
        for number in doubles { g_variant_builder_add_value(builder, g_variant_new_double(number)) }
        return g_variant_builder_end(builder)
    }

    /// A floating `as` variant.
    public static func makeStrings(_ texts: [String]) -> OpaquePointer? {
        let builder = g_variant_builder_new(shims_variant_type("as"))
        defer { g_variant_builder_unref(builder) }
        for text in texts { g_variant_builder_add_value(builder, g_variant_new_string(text)) }
        return g_variant_builder_end(builder)
    }

    /// A floating tuple of the given floating values, as method parameters and replies need.
    public static func tuple(_ values: [OpaquePointer?]) -> OpaquePointer? {
        var children: [OpaquePointer?] = values
        return g_variant_new_tuple(&children, gsize(children.count))
    }

    /// The Swift string in an `s` (or `o`) variant.
    public static func string(_ variant: OpaquePointer?) -> String {
        guard let variant, let text = g_variant_get_string(variant, nil) else { return "" }
        return String(cString: text)
    }

    /// The strings of an `as` variant.
    public static func strings(_ variant: OpaquePointer?) -> [String] {
        children(variant).map { element in
            defer { g_variant_unref(element) }
            return string(element)
        }
    }

    /// Child `index` of a tuple or array; the caller owns the reference.
    public static func child(_ variant: OpaquePointer?, _ index: Int) -> OpaquePointer? {
        guard let variant else { return nil }
        return g_variant_get_child_value(variant, gsize(index))
    }

    /// Every child of a container; the caller owns each reference.
    public static func children(_ variant: OpaquePointer?) -> [OpaquePointer?] {
        guard let variant else { return [] }
        return (0..<g_variant_n_children(variant)).map { g_variant_get_child_value(variant, $0) }
    }

    /// The dictionary in an `a{sv}` variant; the error names a value of an unsupported type.
    public static func dictionary(_ variant: OpaquePointer?) throws(WireError) -> WireDictionary {
        var result: WireDictionary = [:]
        for entry in children(variant) {
            let key = child(entry, 0)
            let boxed = child(entry, 1)
            let value = boxed.flatMap { g_variant_get_variant($0) }
            defer {
                g_variant_unref(value)
                g_variant_unref(boxed)
                g_variant_unref(key)
                g_variant_unref(entry)
            }
            let name = string(key)
            guard let value, let wire = wireValue(value) else {
                let type = value.map { String(cString: g_variant_get_type_string($0)) } ?? "?"
                throw WireError("\(name) has the unsupported type \(type)")
            }
            result[name] = wire
        }
        return result
    }

    /// The dictionaries of an `aa{sv}` variant.
    public static func dictionaries(_ variant: OpaquePointer?) throws(WireError) -> [WireDictionary] {
        var result: [WireDictionary] = []
        for element in children(variant) {
            defer { g_variant_unref(element) }
            result.append(try dictionary(element))
        }
        return result
    }

    /// The doubles of an `ad` variant.
    public static func doubles(_ variant: OpaquePointer?) -> [Double] {
        children(variant).map { element in
            defer { g_variant_unref(element) }
            return g_variant_get_double(element)
        }
    }

    private static func wireValue(_ value: OpaquePointer) -> WireValue? {
        switch String(cString: g_variant_get_type_string(value)) {
        case "s": return .string(string(value))
        case "b": return .bool(g_variant_get_boolean(value) != 0)
        case "i": return .int32(g_variant_get_int32(value))
        case "u": return .uint32(g_variant_get_uint32(value))
        case "d": return .double(g_variant_get_double(value))
        case "x": return .double(Double(g_variant_get_int64(value)))
        case "as": return .strings(strings(value))
        case "a{ss}": return .stringMap(pairs(value) { string($0) })
        case "a{si}": return .intMap(pairs(value) { g_variant_get_int32($0) })
        default: return nil
        }
    }

    private static func pairs<T>(_ variant: OpaquePointer, _ read: (OpaquePointer?) -> T) -> [String: T] {
        var result: [String: T] = [:]
        for entry in children(variant) {
            let key = child(entry, 0)
            let value = child(entry, 1)
            result[string(key)] = read(value)
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
