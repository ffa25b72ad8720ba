import Foundation
import LocalNotifications
import Testing

/// How a batch of deliveries becomes popups, built from hand-made deliveries.
@Suite("Fire batch popups")
struct FireBatchTests {
    /// A delivery of `identifier` for `app`, late and missed as asked.
    func delivery(
        _ identifier: String, app: String = "a", late: Bool = false, missed: Bool = false
    ) -> DeliveredNotification {
        let date = Date(timeIntervalSince1970: 1_717_228_800)
        return DeliveredNotification(
            appIdentifier: app, request: makeRequest(identifier, .immediate), occurrenceDate: date,
            deliveredAt: date, late: late, missed: missed, posted: missed)
    }

    /// An empty batch is empty and has no popups.
    @Test func emptyBatch() {
        let batch = FireBatch(delivered: [])
        #expect(batch.isEmpty)
        #expect(batch.popups.isEmpty)
    }

    /// On-time deliveries each get a popup, in order.
    @Test func onTimeEachGetOne() {
        let first = delivery("1")
        let second = delivery("2")
        #expect(FireBatch(delivered: [first, second]).popups == [.single(first), .single(second)])
    }

    /// A single late delivery keeps its own popup; two of one app share a summary; apps are
    /// summarised separately, in the order their first late one came.
    @Test func lateOnesGroupPerApp() {
        let alone = delivery("alone", app: "b", late: true)
        let one = delivery("1", app: "a", late: true)
        let two = delivery("2", app: "a", late: true)
        let batch = FireBatch(delivered: [alone, one, two])
        #expect(batch.popups == [.single(alone), .summary(appIdentifier: "a", [one, two])])
        #expect(batch.popups.flatMap(\.deliveries) == [alone, one, two])
    }

    /// Missed deliveries get no popup and do not count toward a summary.
    @Test func missedGetNone() {
        let missed = delivery("missed", late: true, missed: true)
        let late = delivery("late", late: true)
        let batch = FireBatch(delivered: [missed, late])
        #expect(batch.isEmpty == false)
        #expect(batch.popups == [.single(late)])
    }
}
