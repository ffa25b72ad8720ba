import CGLib
import GLibSupport
import Testing

/// Building and reading plain variants: string and double arrays, tuples and their children.
@Suite struct VariantTests {
    /// Runs `read` on the variant `make` built (sunk, then freed).
    private static func reading(_ make: OpaquePointer?, _ read: (OpaquePointer) throws -> Void) throws {
        let variant = try #require(g_variant_ref_sink(make))
        defer { g_variant_unref(variant) }
        try read(variant)
    }

    /// The type string of a variant.
    private static func type(_ variant: OpaquePointer) -> String {
        String(cString: g_variant_get_type_string(variant))
    }

    /// `as` and `ad` arrays read back in order, empty ones too.
    @Test func arraysReadBack() throws {
        try Self.reading(Variant.makeStrings(["a", "", "ü"])) { variant in
            #expect(Self.type(variant) == "as")
            #expect(Variant.strings(variant) == ["a", "", "ü"])
        }
        try Self.reading(Variant.makeStrings([])) { #expect(Variant.strings($0).isEmpty) }
        try Self.reading(Variant.make(doubles: [1_781_524_800.5, -1, 0])) { variant in
            #expect(Self.type(variant) == "ad")
            #expect(Variant.doubles(variant) == [1_781_524_800.5, -1, 0])
        }
    }

    /// A tuple holds its values in order; its children are read one by one.
    @Test func tupleChildren() throws {
        try Self.reading(Variant.tuple([g_variant_new_string("app"), Variant.makeStrings(["x"])])) { tuple in
            #expect(Self.type(tuple) == "(sas)")
            let first = Variant.child(tuple, 0)
            let second = Variant.child(tuple, 1)
            defer {
                g_variant_unref(first)
                g_variant_unref(second)
            }
            #expect(Variant.string(first) == "app")
            #expect(Variant.strings(second) == ["x"])
            let children = Variant.children(tuple)
            defer { for child in children { g_variant_unref(child) } }
            #expect(children.count == 2)
        }
    }

    /// No variant reads as empty: no string, no children.
    @Test func nothingReadsAsEmpty() {
        #expect(Variant.string(nil) == "")
        #expect(Variant.child(nil, 0) == nil)
        #expect(Variant.children(nil).isEmpty)
        #expect(Variant.strings(nil).isEmpty)
    }
}
