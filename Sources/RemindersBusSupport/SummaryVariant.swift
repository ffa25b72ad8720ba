import CGLib
import CShims
import Foundation
import GLibSupport
import RemindersAPI

/// Converts `PendingSummary` to and from its `(ssssbsdsa{sv})` tuple, shared by remindd and
/// its client. A location request's next-trigger-date is NaN: it has none.
public enum SummaryVariant {
    /// A floating tuple holding `summary`.
    public static func make(_ summary: PendingSummary) -> OpaquePointer? {
        Variant.tuple([
            g_variant_new_string(summary.identifier), g_variant_new_string(summary.title),
            g_variant_new_string(summary.subtitle), g_variant_new_string(summary.body),
            g_variant_new_boolean(summary.repeats ? 1 : 0), g_variant_new_string(summary.trigger),
            g_variant_new_double(summary.nextTriggerDate?.timeIntervalSince1970 ?? .nan),
            g_variant_new_string(summary.attachment),
            summary.location == nil
                ? g_variant_ref(emptyDictionary) : WireVariant.make(PendingSummary.locationDictionary(summary)),
        ])
    }

    /// The empty `a{sv}` of every timed request's summary, made once.
    nonisolated(unsafe) private static let emptyDictionary = g_variant_ref_sink(
        g_variant_new_array(shims_variant_type("{sv}"), nil, 0))

    /// The summaries of an `a(ssssbsdsa{sv})` array, each read with `summary(_:)`.
    public static func summaries(_ array: OpaquePointer?) throws(WireError) -> [PendingSummary] {
        guard let array else { return [] }
        let count = Int(g_variant_n_children(array))
        var result: [PendingSummary] = []
        result.reserveCapacity(count)
        for index in 0..<count {
            let element = g_variant_get_child_value(array, gsize(index))
            defer { g_variant_unref(element) }
            result.append(try summary(element))
        }
        return result
    }

    /// The summary in one tuple; the error says what in its location keys was wrong.
    public static func summary(_ tuple: OpaquePointer?) throws(WireError) -> PendingSummary {
        func string(_ index: Int) -> String {
            let child = Variant.child(tuple, index)
            defer { g_variant_unref(child) }
            return Variant.string(child)
        }
        let repeats = Variant.child(tuple, 4)
        let next = Variant.child(tuple, 6)
        let location = Variant.child(tuple, 8)
        defer {
            g_variant_unref(repeats)
            g_variant_unref(next)
            g_variant_unref(location)
        }
        let seconds = g_variant_get_double(next)
        var summary = PendingSummary(
            identifier: string(0), title: string(1), subtitle: string(2), body: string(3),
            repeats: g_variant_get_boolean(repeats) != 0, trigger: string(5),
            nextTriggerDate: seconds.isNaN ? nil : Date(timeIntervalSince1970: seconds), attachment: string(7))
        try PendingSummary.readLocation(try WireVariant.dictionary(location), into: &summary)
        return summary
    }
}
