import Foundation
import LocalNotifications
import Testing

/// Interval triggers count elapsed seconds from their anchor, whatever the wall clock does.
@Suite("Time interval trigger")
struct TimeIntervalTriggerTests {
    /// 3600 s added at 01:30 CET on Berlin's spring-forward day fires one real hour later,
    /// at 03:30 CEST.
    @Test func oneHourAcrossSpringForward() throws {
        let zone = try timeZone("Europe/Berlin")
        let anchor = try isoDate("2024-03-31T01:30:00+01:00")
        let trigger = TimeIntervalTrigger(interval: 3600, repeats: false)
        #expect(isoString(trigger.nextFireDate(anchor: anchor, after: anchor), in: zone) == "2024-03-31T03:30:00+02:00")
    }

    /// A repeating 86400 s interval is 24 real hours, so the wall time shifts by the change.
    @Test func dailyIntervalAcrossSpringForward() throws {
        let zone = try timeZone("Europe/Berlin")
        let anchor = try isoDate("2024-03-30T12:00:00+01:00")
        let trigger = TimeIntervalTrigger(interval: 86_400, repeats: true)
        let first = try #require(trigger.nextFireDate(anchor: anchor, after: anchor))
        let second = try #require(trigger.nextFireDate(anchor: anchor, after: first))
        #expect(isoString(first, in: zone) == "2024-03-31T13:00:00+02:00")
        #expect(isoString(second, in: zone) == "2024-04-01T13:00:00+02:00")
    }

    /// Across the autumn change 86400 s lands an hour earlier on the wall clock.
    @Test func dailyIntervalAcrossFallBack() throws {
        let zone = try timeZone("America/New_York")
        let anchor = try isoDate("2024-11-02T12:00:00-04:00")
        let trigger = TimeIntervalTrigger(interval: 86_400, repeats: true)
        #expect(isoString(trigger.nextFireDate(anchor: anchor, after: anchor), in: zone) == "2024-11-03T11:00:00-05:00")
    }

    /// A repeating trigger asked after several intervals gives the next multiple of the
    /// interval from the anchor, strictly after the date asked.
    @Test func repeatingSkipsToNextMultiple() throws {
        let anchor = try isoDate("2024-06-01T10:00:00Z")
        let trigger = TimeIntervalTrigger(interval: 600, repeats: true)
        let afterFive = anchor.addingTimeInterval(5 * 600)
        #expect(trigger.nextFireDate(anchor: anchor, after: afterFive) == anchor.addingTimeInterval(6 * 600))
        #expect(
            trigger.nextFireDate(anchor: anchor, after: afterFive.addingTimeInterval(1))
                == anchor.addingTimeInterval(6 * 600))
    }

    /// A one-shot has no occurrence once its single one has passed.
    @Test func oneShotEnds() throws {
        let anchor = try isoDate("2024-06-01T10:00:00Z")
        let trigger = TimeIntervalTrigger(interval: 600, repeats: false)
        #expect(
            trigger.nextFireDate(anchor: anchor, after: anchor.addingTimeInterval(599))
                == anchor.addingTimeInterval(600))
        #expect(trigger.nextFireDate(anchor: anchor, after: anchor.addingTimeInterval(600)) == nil)
    }
}
