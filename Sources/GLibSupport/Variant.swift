import CGLib
import CShims

/// Builds and reads GLib's `GVariant` values: method parameters and replies, strings,
/// lists and tuples.
///
/// Every `make` function returns a new floating reference: pass it straight to a GLib call
/// that takes ownership (a method reply, a builder, `g_dbus_connection_call`).
public enum Variant {
    /// A floating `ad` variant.
    public static func make(doubles: [Double]) -> OpaquePointer? {
        doubles.withUnsafeBufferPointer { buffer in
            g_variant_new_fixed_array(
                shims_variant_type("d"), buffer.baseAddress, gsize(buffer.count), gsize(MemoryLayout<Double>.size))
        }
    }

    /// A floating `ay` variant of these bytes.
    public static func make(bytes: [UInt8]) -> OpaquePointer? {
        bytes.withUnsafeBufferPointer { buffer in
            g_variant_new_fixed_array(shims_variant_type("y"), buffer.baseAddress, gsize(buffer.count), 1)
        }
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

    /// The doubles of an `ad` variant.
    public static func doubles(_ variant: OpaquePointer?) -> [Double] {
        fixedArray(variant, of: Double.self)
    }

    /// The bytes of an `ay` variant.
    public static func bytes(_ variant: OpaquePointer?) -> [UInt8] {
        fixedArray(variant, of: UInt8.self)
    }

    /// The elements of an array of a fixed-size type, read in one piece.
    private static func fixedArray<Element>(_ variant: OpaquePointer?, of type: Element.Type) -> [Element] {
        guard let variant else { return [] }
        var count: gsize = 0
        guard let elements = g_variant_get_fixed_array(variant, &count, gsize(MemoryLayout<Element>.size)) else {
            return []
        }
        return Array(UnsafeBufferPointer(start: elements.assumingMemoryBound(to: Element.self), count: Int(count)))
    }
}
