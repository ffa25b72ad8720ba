import Foundation
import TestSupport
import Testing

extension FaultTests {
    /// A year of calendar requests in a couple of minutes: remindd's clock (the offset
    /// file) is stepped to just before each occurrence it says comes next, it fires, and
    /// every delivery is compared with occurrences computed here from the zone's offsets
    /// alone (no `Calendar.nextDate`, no code of remindd's).
    @Suite("A year at speed")
    struct AcceleratedTimeTests {
        /// Daily, weekly, monthly (first and last Sunday) and yearly requests, floating in
        /// the zone remindd runs in (`TZ`), through all of 2027: each zone's two
        /// daylight-saving changes fall on their days and times (a skipped time fires
        /// shifted by the gap, a repeated one once, at its first pass). Three zones, each
        /// in a session of its own, at the same time: every occurrence pops up once, on
        /// time, at the instant computed here.
        @Test func aYearOfCalendarRequestsAcrossDaylightSavingChanges() async throws {
            try await withThrowingTaskGroup(of: Void.self) { group in
                for zone in YearOfRequests.zones {
                    group.addTask { try await Self.run(zone) }
                }
                try await group.waitForAll()
            }
        }

        /// One zone's year.
        private static func run(_ year: YearOfRequests) async throws {
            try await TestSession.with(environment: ["TZ": year.zone.identifier]) { session in
                _ = try await ReplyingNotificationServer(in: session)
                try session.setClockOffset(year.start.timeIntervalSinceNow)
                try await session.startTimedDaemon()
                let bus = try BusConnection(address: session.busAddress)
                for request in year.requests {
                    _ = try bus.call(
                        "org.checklists.Remindd", "/org/checklists/Remindd", "org.checklists.Remindd1", "Add",
                        arguments: "('\(TimeFaults.app)', \(request.wire))")
                }
                let counter = NotifyCounter(path: session.files.monitorOutput)
                var fired: [String: [Date]] = [:]
                while let (next, due) = try Self.nextOccurrence(bus), next < year.end {
                    let before = counter.update()
                    try session.setClockOffset(next.timeIntervalSinceNow - Self.lead)
                    // A change through the API makes remindd look at its clock again.
                    _ = try bus.call(
                        "org.checklists.Remindd", "/org/checklists/Remindd", "org.checklists.Remindd1", "Add",
                        arguments: "('org.checklists.Tick', \(Self.tick))")
                    let came = await Poll.until(timeout: .seconds(20), interval: .milliseconds(10)) {
                        counter.update() >= before + due.count
                    }
                    try #require(came, "\(year.zone.identifier): nothing fired at \(next)\n\(session.diagnostics)")
                    for id in due { fired[id, default: []].append(next) }
                }
                try await session.pause(.seconds(1))

                let calls = try session.notifyCalls()
                #expect(calls.allSatisfy { !$0.body.contains("Due ") }, "\(year.zone.identifier): a popup came late")
                for request in year.requests {
                    let expected = year.occurrences(of: request)
                    let dates = fired[request.id, default: []]
                    let extra = Set(dates).subtracting(expected).sorted()
                    let missing = Set(expected).subtracting(dates).sorted()
                    #expect(
                        extra.isEmpty && missing.isEmpty && dates.count == expected.count,
                        "\(year.zone.identifier) \(request.id): \(dates.count) of \(expected.count); not expected: \(extra.prefix(5)), missing: \(missing.prefix(5))"
                    )
                    let popups = calls.filter { $0.summary == request.id }.count
                    #expect(
                        popups == expected.count,
                        "\(year.zone.identifier) \(request.id): \(popups) popups for \(expected.count) occurrences")
                }
            }
        }

        /// How long before an occurrence the clock is put: remindd's timer fires it that
        /// much later, on time.
        private static let lead: TimeInterval = 0.15

        /// A request of another app, replaced at every step to make remindd rescan; it
        /// never comes due within the year.
        private static let tick =
            "{'identifier': <'tick'>, 'title': <'tick'>, 'trigger': <'interval'>, 'interval': <315360000.0>}"

        /// remindd's earliest next trigger date among the app's requests, and the requests
        /// due then; nil when nothing is pending.
        private static func nextOccurrence(_ bus: BusConnection) throws -> (Date, [String])? {
            let text = try bus.call(
                "org.checklists.Remindd", "/org/checklists/Remindd", "org.checklists.Remindd1", "GetPending",
                arguments: "('\(TimeFaults.app)',)")
            // Each request's dictionary has one identifier and one next trigger date.
            let ids = text.matches(of: /'identifier': <'([^']+)'>/).map { String($0.output.1) }
            let dates = text.matches(of: /'next-trigger-date': <([^>]+)>/).compactMap { TimeInterval($0.output.1) }
            guard ids.count == dates.count, let first = dates.min() else { return nil }
            let due = zip(ids, dates).filter { abs($0.1 - first) < 0.001 }.map(\.0)
            return (Date(timeIntervalSince1970: first), due)
        }
    }
}
