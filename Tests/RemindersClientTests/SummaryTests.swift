import Foundation
import LocalNotifications
import RemindersAPI
import Testing

@testable import RemindersClient

extension LiveClientTests {
    /// GetPendingSummaryColumns and GetPendingSummaryPage: what a listing shows of each
    /// pending request, in columns and as tuples.
    @Suite("Pending summaries from remindd")
    struct SummaryTests {
        /// Each kind of request comes back with the fields a listing shows, in GetPending's
        /// order, and paged as GetPendingPage is.
        @Test func summariesOfEveryKind() async throws {
            try await PrivateRemindd.with { remindd async throws in
                let client = RemindersClient(busAddress: remindd.address)
                var tea = LiveClientTests.request("tea", hour: 9, title: "Tea \"green\" \\ 😀")
                tea.content.subtitle = "Kitchen"
                let picture = FileManager.default.temporaryDirectory.appendingPathComponent("tea-\(getpid()).png")
                try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]).write(to: picture)
                defer { try? FileManager.default.removeItem(at: picture) }
                tea.content.attachment = picture.path
                var stretch = LiveClientTests.request("stretch")
                stretch.trigger = .timeInterval(TimeIntervalTrigger(interval: 5_400, repeats: true))
                var shop = LiveClientTests.request("shop")
                shop.trigger = .location(
                    LocationTrigger(
                        latitude: 52.52, longitude: 13.405, radius: 150, notifyOnEntry: false, notifyOnExit: true,
                        repeats: true))
                _ = try client.addMany([shop, tea, stretch], app: LiveClientTests.app)

                let summaries = try client.pendingSummaries(app: LiveClientTests.app, page: PageOptions())
                #expect(summaries.map(\.identifier) == ["stretch", "tea", "shop"])
                #expect(summaries == (try client.pending(app: LiveClientTests.app)).map(PendingSummary.init))
                #expect(try client.pendingSummaryColumns(app: LiveClientTests.app, page: PageOptions()) == summaries)
                #expect(try client.pendingSummaryTuples(app: LiveClientTests.app, page: PageOptions()) == summaries)
                let teaSummary = try #require(summaries.first { $0.identifier == "tea" })
                #expect(teaSummary.title == "Tea \"green\" \\ 😀")
                #expect(teaSummary.subtitle == "Kitchen")
                #expect(teaSummary.body == "Steep for 3 minutes")
                #expect(teaSummary.trigger == "at 2100-01-01 09:00:00 in UTC")
                #expect(teaSummary.nextTriggerDate == LiveClientTests.date(hour: 9))
                #expect(teaSummary.attachment == picture.path)
                #expect(summaries[0].trigger == "every 1h30m" && summaries[0].repeats)
                #expect(summaries[2].trigger == "location" && summaries[2].nextTriggerDate == nil)
                #expect(summaries[2].location?.latitude == 52.52 && summaries[2].location?.notifyOnExit == true)
                #expect(summaries[2].regionState == .unknown)

                let page = try client.pendingSummaries(app: LiveClientTests.app, page: PageOptions(offset: 1, limit: 1))
                #expect(page.map(\.identifier) == ["tea"])
                let last = try client.pendingSummaryColumns(app: LiveClientTests.app, page: PageOptions(offset: 2))
                #expect(last?.map(\.identifier) == ["shop"] && last?.first?.location?.radius == 150)
            }
        }

        /// A remindd older than API version 8 has neither GetPendingSummaryColumns nor
        /// GetPendingSummaryPage: the client makes the summaries from its GetPendingPage.
        @Test func summariesFromAnOlderRemindd() async throws {
            try await PrivateRemindd.with(.absent) { remindd async throws in
                try await remindd.startOlderRemindd(
                    pendingPage: "ret = [{'identifier': 'tea', 'title': 'Tea', 'trigger': 'interval', "
                        + "'interval': 600.0, 'next-trigger-date': 4102444800.0}]")
                let client = RemindersClient(busAddress: remindd.address)
                #expect(
                    try client.pendingSummaries(app: LiveClientTests.app, page: PageOptions()) == [
                        PendingSummary(
                            identifier: "tea", title: "Tea", subtitle: "", body: "", repeats: false, trigger: "in 10m",
                            nextTriggerDate: Date(timeIntervalSince1970: 4_102_444_800), attachment: "")
                    ])
            }
        }

        /// A remindd of API version 8 has GetPendingSummaryPage but no GetPendingSummaryColumns:
        /// the client reads its tuples.
        @Test func summariesFromAVersion8Remindd() async throws {
            try await PrivateRemindd.with(.absent) { remindd async throws in
                try await remindd.startOlderRemindd(
                    pendingPage: "ret = []",
                    summaryPage: "ret = [('tea', 'Tea', 'Kitchen', '', True, 'every 10m', 4102444800.0, '', {})]")
                let client = RemindersClient(busAddress: remindd.address)
                #expect(try client.pendingSummaryColumns(app: LiveClientTests.app, page: PageOptions()) == nil)
                #expect(
                    try client.pendingSummaries(app: LiveClientTests.app, page: PageOptions()) == [
                        PendingSummary(
                            identifier: "tea", title: "Tea", subtitle: "Kitchen", body: "", repeats: true,
                            trigger: "every 10m", nextTriggerDate: Date(timeIntervalSince1970: 4_102_444_800),
                            attachment: "")
                    ])
            }
        }
    }
}
