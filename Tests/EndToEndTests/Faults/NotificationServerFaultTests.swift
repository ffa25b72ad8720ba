import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

extension FaultTests {
    /// Whatever the notification server does (missing when a reminder fires,
    /// restarting between two fires, hanging without an answer), every popup reaches a
    /// working server exactly once, and remindd's main loop never stalls 100 ms or more.
    @Suite("Notification server faults")
    struct NotificationServerFaultTests {
        /// The longest the main loop may be kept from turning, in milliseconds.
        static let longestGap = 100

        /// A reminder fires while no server runs: it waits in the queue (GetStatus says so),
        /// and is posted once when a server appears.
        @Test func popupOfAMissingServerIsPostedOnceWhenOneAppears() async throws {
            try await TestSession.with { session in
                try await session.startDaemonWithHeartbeat()
                try await notify(session, title: "Nobody listens", id: "absent")
                try #require(await session.waitUntil { session.daemonFired("absent") }, "\(session.diagnostics)")
                try await session.pause(.seconds(1))
                #expect(try session.notifyCalls().isEmpty)
                #expect(try await session.queuedPopups() == 1)

                try await session.startNotificationServer()
                _ = try await session.waitForNotifyCalls(1)
                try await session.pause(.seconds(2))
                #expect(try session.notifyCalls().map(\.summary) == ["Nobody listens"], "\(session.diagnostics)")
                #expect(try await session.queuedPopups() == 0)
                let gap = try await session.stopDaemonReadingLongestGap()
                #expect(gap < Self.longestGap, "longest main-loop gap \(gap) ms")
            }
        }

        /// The server restarts between two fires: the first popup is not posted again to the
        /// new server, the second reaches it once.
        @Test func serverRestartingBetweenTwoFiresGetsEachPopupOnce() async throws {
            try await TestSession.with { session in
                try await session.startNotificationServer()
                try await session.startDaemonWithHeartbeat()
                try await notify(session, title: "Before the restart", id: "before")
                _ = try await session.waitForNotifyCalls(1)

                try await session.stopNotificationServer()
                try await session.startNotificationServer()
                try await notify(session, title: "After the restart", id: "after")
                _ = try await session.waitForNotifyCalls(2)
                try await session.pause(.seconds(2))
                #expect(
                    try session.notifyCalls().map(\.summary) == ["Before the restart", "After the restart"],
                    "\(session.diagnostics)")
                #expect(await session.displayedCount() == 1)
                #expect(try await session.delivered().map(\.id).sorted() == ["after", "before"])
                let gap = try await session.stopDaemonReadingLongestGap()
                #expect(gap < Self.longestGap, "longest main-loop gap \(gap) ms")
            }
        }

        /// The server hangs (stopped, so it never answers Notify): remindd keeps answering
        /// and firing, its popups wait; when the hung server is killed and a new one starts,
        /// each popup is shown once by the new one.
        @Test func serverThatNeverAnswersStallsNothing() async throws {
            try await TestSession.with { session in
                try await session.startNotificationServer()
                try await session.startDaemonWithHeartbeat()
                let hung = try #require(session.notificationServer.withLock { $0 })
                // Stopped only once remindd knows the server, so that both popups go to it.
                try #require(
                    await session.waitUntil { session.daemonLog().contains("remindd: debug notification server: ") },
                    "\(session.diagnostics)")
                hung.send(SIGSTOP)

                try await notify(session, title: "Unanswered", id: "unanswered")
                try #require(await session.waitUntil { session.daemonFired("unanswered") }, "\(session.diagnostics)")
                try await notify(session, title: "Behind it", id: "behind")
                try #require(await session.waitUntil { session.daemonFired("behind") }, "\(session.diagnostics)")
                // Both are on their way to the hung server, which never answers; each counts
                // as queued until a server took it, and remindd answers meanwhile.
                for _ in 1...5 {
                    #expect(try await session.queuedPopups() == 2)
                    #expect(await session.run(["pending"]).status == 0)
                    try await session.pause(.milliseconds(300))
                }
                let toHungServer = try session.notifyCalls().map(\.summary)
                #expect(toHungServer == ["Unanswered", "Behind it"], "\(session.diagnostics)")

                hung.send(SIGKILL)
                try await session.stopNotificationServer()
                try await session.startNotificationServer()
                _ = try await session.waitForNotifyCalls(toHungServer.count + 2)
                #expect(await session.displayedCount() == 2)
                try await session.pause(.seconds(2))
                let calls = try session.notifyCalls().map(\.summary).dropFirst(toHungServer.count)
                #expect(Array(calls) == ["Unanswered", "Behind it"], "\(session.diagnostics)")
                #expect(try await session.queuedPopups() == 0)
                let gap = try await session.stopDaemonReadingLongestGap()
                #expect(gap < Self.longestGap, "longest main-loop gap \(gap) ms")
            }
        }

        /// `checklists notify` of a reminder due in a second.
        private func notify(_ session: TestSession, title: String, id: String) async throws {
            let result = await session.run(["notify", "--title", title, "--in", "1s", "--id", id])
            try #require(result.status == 0, "\(result)")
        }
    }
}
