import CGLib
import CShims
import GLibSupport
import RemindersAPI

/// Converts `PendingSummaryColumns` to and from the `(ayayada(ua{sv}))` reply of
/// `GetPendingSummaryColumns`, shared by remindd and its client: the three arrays of
/// fixed-size values each go in one piece.
public enum SummaryColumnsVariant {
    /// A floating reply tuple holding `columns`.
    public static func make(_ columns: PendingSummaryColumns) -> OpaquePointer? {
        let locations = g_variant_builder_new(shims_variant_type("a(ua{sv})"))
        defer { g_variant_builder_unref(locations) }
        for location in columns.locations {
            g_variant_builder_add_value(
                locations, Variant.tuple([g_variant_new_uint32(location.index), WireVariant.make(location.dictionary)]))
        }
        return Variant.tuple([
            Variant.make(bytes: columns.texts), Variant.make(bytes: columns.repeats),
            Variant.make(doubles: columns.nextTriggerDates), g_variant_builder_end(locations),
        ])
    }

    /// The columns in a reply tuple; the error says what in a region's keys was wrong.
    public static func columns(_ reply: OpaquePointer?) throws(WireError) -> PendingSummaryColumns {
        let members = Variant.children(reply)
        defer { for member in members { g_variant_unref(member) } }
        guard members.count == 4 else { throw WireError("a summary page has \(members.count) members, not 4") }
        var locations: [PendingSummaryColumns.Location] = []
        for entry in Variant.children(members[3]) {
            defer { g_variant_unref(entry) }
            let index = Variant.child(entry, 0)
            let dictionary = Variant.child(entry, 1)
            defer {
                g_variant_unref(index)
                g_variant_unref(dictionary)
            }
            locations.append(
                PendingSummaryColumns.Location(
                    index: g_variant_get_uint32(index), dictionary: try WireVariant.dictionary(dictionary)))
        }
        return PendingSummaryColumns(
            texts: Variant.bytes(members[0]), repeats: Variant.bytes(members[1]),
            nextTriggerDates: Variant.doubles(members[2]), locations: locations)
    }
}
