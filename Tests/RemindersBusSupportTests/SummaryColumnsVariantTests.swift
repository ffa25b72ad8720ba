import CGLib
import Foundation
import GLibSupport
import LocalNotifications
import RemindersAPI
import RemindersBusSupport
import Testing

/// `GetPendingSummaryColumns`'s reply as a GVariant: its type, and its columns read back.
@Suite struct SummaryColumnsVariantTests {
    /// A page with a timed and a location request goes out as `(ayayada(ua{sv}))` and reads
    /// back as the same columns and summaries.
    @Test func columnsReadBack() throws {
        let summaries = [
            PendingSummary(
                identifier: "tea", title: "Tea 😀", subtitle: "", body: "Steep", repeats: false, trigger: "in 10m",
                nextTriggerDate: Date(timeIntervalSince1970: 4_102_444_800), attachment: ""),
            PendingSummary(
                identifier: "shop", title: "Shop", subtitle: "", body: "", repeats: true, trigger: "location",
                nextTriggerDate: nil, attachment: "",
                location: LocationTrigger(
                    latitude: 52.52, longitude: 13.405, radius: 150, notifyOnEntry: true, notifyOnExit: false,
                    repeats: true),
                regionState: .outside),
        ]
        let columns = PendingSummaryColumns(summaries)
        let reply = try #require(g_variant_ref_sink(SummaryColumnsVariant.make(columns)))
        defer { g_variant_unref(reply) }
        #expect(String(cString: g_variant_get_type_string(reply)) == PendingSummaryColumns.wireSignature)
        let read = try SummaryColumnsVariant.columns(reply)
        #expect(read.texts == columns.texts && read.repeats == columns.repeats)
        #expect(read.locations == columns.locations)
        #expect(read.nextTriggerDates[0] == 4_102_444_800 && read.nextTriggerDates[1].isNaN)
        #expect(try read.summaries() == summaries)
    }

    /// An empty page is four empty arrays.
    @Test func emptyPage() throws {
        let reply = try #require(g_variant_ref_sink(SummaryColumnsVariant.make(PendingSummaryColumns())))
        defer { g_variant_unref(reply) }
        #expect(try SummaryColumnsVariant.columns(reply).summaries() == [])
    }
}
