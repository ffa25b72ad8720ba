import Foundation
import LocalNotifications
import RemindersAPI
import Testing

/// `GetPendingSummaryColumns`'s page: summaries into columns and back, and columns that do
/// not fit together refused with what is wrong.
@Suite struct PendingSummaryColumnsTests {
    /// A timed summary with every text set, one with empty texts, and a location request's.
    static let summaries = [
        PendingSummary(
            identifier: "tea", title: "Tea \"green\" \\ 😀", subtitle: "Kitchen", body: "Steep\nfor 3 minutes",
            repeats: false, trigger: "at 2100-01-01 09:00:00 in UTC",
            nextTriggerDate: Date(timeIntervalSince1970: 4_102_477_200), attachment: "/tmp/tea.png"),
        PendingSummary(
            identifier: "stretch", title: "", subtitle: "", body: "", repeats: true, trigger: "every 1h30m",
            nextTriggerDate: Date(timeIntervalSince1970: 1_796_322_511.25), attachment: ""),
        PendingSummary(
            identifier: "shop", title: "Bäckerei", subtitle: "", body: "Brot", repeats: true, trigger: "location",
            nextTriggerDate: nil, attachment: "",
            location: LocationTrigger(
                latitude: 52.52, longitude: 13.405, radius: 150, notifyOnEntry: false, notifyOnExit: true,
                repeats: true),
            regionState: .inside),
    ]

    /// Summaries come back as they went in, in their order, the location's region included.
    @Test func summariesReadBack() throws {
        let columns = PendingSummaryColumns(Self.summaries)
        #expect(columns.repeats == [0, 1, 1])
        #expect(columns.nextTriggerDates[0] == 4_102_477_200 && columns.nextTriggerDates[2].isNaN)
        #expect(columns.locations.map(\.index) == [2])
        #expect(columns.texts.filter { $0 == 0 }.count == 3 * PendingSummaryColumns.textsPerEntry)
        #expect(try columns.summaries() == Self.summaries)
        #expect(try PendingSummaryColumns().summaries() == [])
    }

    /// Each text is its UTF-8 and a NUL byte, in the documented order.
    @Test func textsAreInOrder() {
        let columns = PendingSummaryColumns([Self.summaries[1]])
        #expect(columns.texts == Array("stretch\0\0\0\0every 1h30m\0\0".utf8))
    }

    /// A NUL in a text (which no D-Bus string holds) is left out rather than splitting it.
    @Test func nulInATextIsLeftOut() throws {
        var summary = Self.summaries[1]
        summary.title = "a\0b"
        let read = try PendingSummaryColumns([summary]).summaries()
        #expect(read.first?.title == "ab")
    }

    /// Columns that do not fit together are refused, saying which.
    @Test func mismatchedColumnsAreRefused() {
        let good = PendingSummaryColumns([Self.summaries[0]])
        var fewerTexts = good
        fewerTexts.texts = Array("tea\0Tea\0".utf8)
        #expect(throws: WireError("a summary page has 2 texts, not 6")) { try fewerTexts.summaries() }
        var unended = good
        unended.texts.removeLast()
        #expect(throws: WireError("a summary page's last text has no end")) { try unended.summaries() }
        var notUTF8 = good
        notUTF8.texts[1] = 0xFF
        #expect(throws: WireError("a summary page's text 1 is not UTF-8")) { try notUTF8.summaries() }
        var moreDates = good
        moreDates.nextTriggerDates.append(0)
        #expect(throws: WireError("a summary page has 1 repeats flags but 2 dates")) { try moreDates.summaries() }
        var farLocation = good
        farLocation.locations = [.init(index: 1, dictionary: PendingSummary.locationDictionary(Self.summaries[2]))]
        #expect(throws: WireError("a summary page's location 1 is past its 1 entries")) { try farLocation.summaries() }
        var badRegion = good
        badRegion.locations = [.init(index: 0, dictionary: ["latitude": .double(1)])]
        #expect(throws: WireError("a location summary needs latitude, longitude and radius")) {
            try badRegion.summaries()
        }
    }
}
