import LocalNotifications
import RemindDaemon
import Testing

/// The queue sends the popups of one wake-up together, several on their way at once, in
/// the order they came due, and loses none of them when the server refuses some.
@Suite("Popup queue: several popups on their way at once")
struct PopupQueueTests {
    /// A queue on a ready server whose poster holds every post until the test answers.
    private final class Fixture {
        let server = FakeNotificationServer()
        let poster = RecordingPoster()
        let retryTimer = ManualRetryTimer()
        let bannerTimer = ManualRetryTimer()
        let logLines = LogLines()
        let queue: PopupQueue
        /// The titles of each batch the queue reported as taken by the server.
        private(set) var batches: [[String]] = []
        /// The titles the queue reported as taken, in order.
        var posted: [String] { batches.flatMap { $0 } }

        init() {
            poster.outcome = .hold
            queue = PopupQueue(
                server: server, poster: poster, retryTimer: retryTimer, bannerTimer: bannerTimer,
                log: logLines.makeLog()
            ) { PopupFixtures.composer() }
            queue.onPosted = { [weak self] popups in
                self?.batches.append(popups.flatMap(\.deliveries).map(\.request.content.title))
            }
        }

        /// Queues single popups with these titles, each with its own identifier.
        func enqueue(_ titles: [String], thread: String = "") {
            queue.enqueue(
                titles.map { title in
                    .single(
                        PopupFixtures.delivery(
                            NotificationContent(title: title, threadIdentifier: thread), identifier: title))
                })
        }
    }

    /// Six popups due together are all sent before the server answered any of them, in order.
    @Test func popupsOfOneWakeUpAreSentTogetherInOrder() {
        let fixture = Fixture()
        let titles = (1...6).map { "r\($0)" }
        fixture.enqueue(titles)
        #expect(fixture.poster.summaries == titles)
        #expect(fixture.queue.count == 6)
    }

    /// No more than the limit are on their way; an answer lets the next ones go only once
    /// the taken ones are reported (when none is on its way any more).
    @Test func atMostTheLimitAreOnTheirWay() {
        let fixture = Fixture()
        let limit = PopupQueue.inFlightLimit
        let titles = (1...(limit + 3)).map { "r\($0)" }
        fixture.enqueue(titles)
        #expect(fixture.poster.summaries == Array(titles.prefix(limit)))
        fixture.poster.finish(taken: true)
        #expect(fixture.poster.summaries == Array(titles.prefix(limit)))
        #expect(fixture.poster.heldCount == limit - 1)
        for _ in 1..<limit { fixture.poster.finish(taken: true) }
        #expect(fixture.poster.summaries == titles)
        #expect(fixture.poster.heldCount == 3)
    }

    /// A crash shows again only the popups the server took that were not yet recorded as
    /// posted, and those on their way (the server may have taken them too): together never
    /// more than the limit, also in a long burst where answers come one by one.
    @Test func takenAndOnTheirWayTogetherStayWithinTheLimit() {
        let fixture = Fixture()
        let limit = PopupQueue.inFlightLimit
        fixture.enqueue((1...(3 * limit)).map { "r\($0)" })
        while fixture.poster.heldCount > 0 {
            fixture.poster.finish(taken: true)
            let unrecorded = fixture.poster.summaries.count - fixture.posted.count
            #expect(unrecorded <= limit, "\(unrecorded) sent and not recorded")
        }
        #expect(fixture.posted.count == 3 * limit)
    }

    /// Answers that come back out of order are reported together, in the order the server
    /// took them, once no popup is on its way any more (to be recorded in one transaction).
    @Test func answersAreReportedTogetherOnceNoneIsOnItsWay() {
        let fixture = Fixture()
        fixture.enqueue(["first", "second", "third"])
        fixture.poster.finish(taken: true, at: 2)
        fixture.poster.finish(taken: true, at: 0)
        #expect(fixture.batches.isEmpty)
        #expect(fixture.queue.count == 1)
        fixture.poster.finish(taken: true)
        #expect(fixture.batches == [["third", "first", "second"]])
        #expect(fixture.queue.count == 0)
    }

    /// While a long burst keeps popups on their way, the taken ones are reported each time
    /// the limit of them is reached, so no more than that wait to be recorded.
    @Test func aLongBurstIsReportedInBatchesOfTheLimit() {
        let fixture = Fixture()
        let limit = PopupQueue.inFlightLimit
        let titles = (1...(limit + 3)).map { "r\($0)" }
        fixture.enqueue(titles)
        for _ in 1..<limit { fixture.poster.finish(taken: true) }
        #expect(fixture.batches.isEmpty)
        fixture.poster.finish(taken: true)
        #expect(fixture.batches == [Array(titles.prefix(limit))])
        while fixture.poster.heldCount > 0 { fixture.poster.finish(taken: true) }
        #expect(fixture.batches == [Array(titles.prefix(limit)), Array(titles.suffix(3))])
    }

    /// Refused popups of one batch go back in their order, whatever order the refusals came
    /// in, and are sent again in that order after one pause.
    @Test func refusedPopupsAreRetriedInTheirOrder() {
        let fixture = Fixture()
        fixture.enqueue(["first", "second", "third"])
        fixture.poster.finish(taken: false, at: 2)
        fixture.poster.finish(taken: true, at: 1)
        fixture.poster.finish(taken: false, at: 0)
        #expect(fixture.posted == ["second"])
        #expect(fixture.retryTimer.delays == [1])
        #expect(fixture.queue.count == 2)

        fixture.retryTimer.fire()
        #expect(fixture.poster.summaries == ["first", "second", "third", "first", "third"])
        fixture.poster.finish(taken: true)
        fixture.poster.finish(taken: true)
        #expect(fixture.batches == [["second"], ["first", "third"]])
        #expect(fixture.queue.count == 0)
    }

    /// The next popup of a thread waits for the server's id of the one before, which it
    /// replaces, and the popups behind it wait too.
    @Test func popupOfAThreadWaitsForTheOneItReplaces() {
        let fixture = Fixture()
        fixture.enqueue(["one", "two"], thread: "groceries")
        fixture.enqueue(["loose"])
        #expect(fixture.poster.summaries == ["one"])
        fixture.poster.finish(taken: true)
        #expect(fixture.poster.summaries == ["one", "two", "loose"])
        #expect(fixture.poster.posts.map(\.message.replacesID) == [0, 1, 0])
    }

    /// A popup answered while the next of its thread is on its way to replace it is not
    /// closed: the server would close the new one, which takes its id.
    @Test func answeredPopupBeingReplacedIsNotClosed() {
        let fixture = Fixture()
        var responses: [PopupResponse] = []
        fixture.queue.onResponse = { _, response in responses.append(response) }
        fixture.enqueue(["one"], thread: "groceries")
        fixture.poster.finish(taken: true)
        fixture.enqueue(["two"], thread: "groceries")
        #expect(fixture.poster.posts.map(\.message.replacesID) == [0, 1])
        fixture.poster.respond(toPost: 0, .action("default"))
        #expect(responses == [.action("default")])
        #expect(fixture.poster.closedServerIDs.isEmpty)
        fixture.poster.finish(taken: true)
        fixture.poster.respond(toPost: 1, .action("default"))
        #expect(fixture.poster.closedServerIDs == [1])
    }

    /// Without a server nothing is sent; when one appears, the whole batch goes at once.
    @Test func batchWaitsForAServerAndThenGoesTogether() {
        let fixture = Fixture()
        fixture.server.vanish()
        fixture.enqueue(["first", "second"])
        #expect(fixture.poster.posts.isEmpty)
        fixture.server.appear()
        fixture.queue.serverChanged()
        #expect(fixture.poster.summaries == ["first", "second"])
    }
}
