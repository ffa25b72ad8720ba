import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A request with `repeat-interval` posts its popup again, replacing the one before, until
/// the user acts on it or its `repeat-count` runs out. These tests let remindd accept an
/// interval of 2 s (`REMINDD_TEST_MIN_REPEAT_INTERVAL`), where users get at least 60 s.
@Suite("Repeat until acknowledged")
struct NaggingTests {
    /// Every test's remindd accepts intervals from 2 s.
    static let shortIntervals = ["REMINDD_TEST_MIN_REPEAT_INTERVAL": "2"]

    /// A request of the category with Mark Done, due now, posted again every `interval`
    /// seconds at most `count` times (0: until acknowledged).
    static func request(_ identifier: String, interval: Double, count: Int32) -> String {
        "{'identifier': <'\(identifier)'>, 'title': <'Take the pills'>, 'category': <'item-reminder'>, "
            + "'repeat-interval': <\(interval)>, 'repeat-count': <\(count)>}"
    }

    /// The popup comes again every 2 s, each replacing the one before on dunst (one shown),
    /// until Mark Done is chosen in dunst's context menu: then no more come.
    @Test func popupComesAgainUntilTheUserActsOnIt() async throws {
        try await TestSession.with(environment: Self.shortIntervals) { session in
            try await session.startNotificationServer()
            try #require(await session.setCategories(app: FakeApp.name, CategoryActionTests.itemReminder).status == 0)
            let add = await session.addRequest(app: FakeApp.name, Self.request("pills", interval: 2, count: 0))
            try #require(add.status == 0, "\(add)")
            let calls = try await session.waitForNotifyCalls(3, timeout: .seconds(20))
            try #require(calls.count >= 3, "\(session.diagnostics)")
            #expect(calls.allSatisfy { $0.summary == "Take the pills" })
            #expect(calls[0].replacesID == 0)
            #expect(calls.dropFirst().allSatisfy { $0.replacesID != 0 }, "\(session.diagnostics)")
            #expect(await session.displayedCount() == 1)

            let menu = try await session.chooseInPopupMenu("Mark Done")
            #expect(menu.contains { $0.hasPrefix("#Mark Done (Take the pills) [") }, "\(menu)")
            try await session.pause(.seconds(1))
            let answered = try session.notifyCalls().count
            try await session.pause(.seconds(6))
            #expect(try session.notifyCalls().count == answered, "\(session.diagnostics)")
            // dunst takes the answered popup down itself; on a loaded machine that can take a while.
            let gone = await session.waitUntil(timeout: .seconds(20), interval: .milliseconds(500)) {
                await session.displayedCount() == 0
            }
            #expect(gone, "\(session.diagnostics)")
        }
    }

    /// `repeat-count` 2 gives exactly the popup and 2 repeats, and a restart of remindd
    /// between them keeps the count. Every 5 s: the kill must come between the popup and its
    /// first repeat, and on a loaded machine killing took over 3 s.
    @Test func repeatCountRunsOutAndSurvivesARestart() async throws {
        try await TestSession.with(environment: Self.shortIntervals) { session in
            try await session.startNotificationServer()
            try #require(await session.setCategories(app: FakeApp.name, CategoryActionTests.itemReminder).status == 0)
            let add = await session.addRequest(app: FakeApp.name, Self.request("pills", interval: 5, count: 2))
            try #require(add.status == 0, "\(add)")
            _ = try await session.waitForNotifyCalls(1)
            // Past the mark that the popup was posted, which a kill before would post again.
            try await session.pause(.milliseconds(500))
            try await session.killDaemon(signal: SIGKILL)
            try #require(await session.callRemindd("GetStatus", []).status == 0)
            let calls = try await session.waitForNotifyCalls(3, timeout: .seconds(30))
            try #require(calls.count == 3, "\(session.diagnostics)")
            try await session.pause(.seconds(12))
            #expect(try session.notifyCalls().count == 3, "\(session.diagnostics)")
        }
    }

    /// A popup that dunst took down when its 10 s ran out was not acknowledged: it comes again.
    @Test func expiredPopupComesAgain() async throws {
        try await TestSession.with(environment: Self.shortIntervals) { session in
            try await session.startNotificationServer()
            try #require(await session.setCategories(app: FakeApp.name, CategoryActionTests.itemReminder).status == 0)
            let add = await session.addRequest(app: FakeApp.name, Self.request("pills", interval: 14, count: 1))
            try #require(add.status == 0, "\(add)")
            _ = try await session.waitForNotifyCalls(1)
            let expired = await session.waitUntil(timeout: .seconds(13)) { await session.displayedCount() == 0 }
            #expect(expired, "dunst still shows the popup")
            let calls = try await session.waitForNotifyCalls(2, timeout: .seconds(10))
            #expect(calls.count == 2, "\(session.diagnostics)")
        }
    }

    /// Cancelling the request takes its popup down and ends the repeats.
    @Test func cancellingEndsTheRepeats() async throws {
        try await TestSession.with(environment: Self.shortIntervals) { session in
            try await session.startNotificationServer()
            try #require(await session.setCategories(app: FakeApp.name, CategoryActionTests.itemReminder).status == 0)
            let add = await session.addRequest(app: FakeApp.name, Self.request("pills", interval: 2, count: 0))
            try #require(add.status == 0, "\(add)")
            _ = try await session.waitForNotifyCalls(2, timeout: .seconds(15))
            try #require(await session.callRemindd("RemovePending", [FakeApp.name, "['pills']"]).status == 0)
            let closed = await session.waitUntil(timeout: .seconds(5)) { await session.displayedCount() == 0 }
            #expect(closed, "dunst still shows the popup")
            let cancelled = try session.notifyCalls().count
            try await session.pause(.seconds(5))
            #expect(try session.notifyCalls().count == cancelled, "\(session.diagnostics)")
        }
    }

    /// `checklists add --nag 10m` asks remindd to repeat the item's popup every 600 s until
    /// acknowledged; `items --json` says 600; a bad duration is one line and status 2.
    @Test func commandLineNag() async throws {
        try await TestSession.with { session in
            let add = await session.run(["add", "Take the pills", "--due", "in 2 hours", "--remind", "--nag", "10m"])
            try #require(add.status == 0, "\(add)")
            let pending = await session.callRemindd("GetPending", ["org.checklists.Checklists"])
            #expect(pending.stdout.contains("'repeat-interval': <600.0>"), "\(pending)")
            #expect(pending.stdout.contains("'repeat-count': <0>"), "\(pending)")
            #expect(try await session.items().first?.nag == 600)
            let bad = await session.run(["edit", add.line, "--nag", "often"])
            #expect(bad.status == 2, "\(bad)")
            #expect(
                bad.stderr.hasPrefix("checklists: --nag: ") && bad.stderr.filter { $0 == "\n" }.count == 1, "\(bad)")
            #expect(try await session.items().first?.nag == 600)
        }
    }

    /// Bad values are refused with InvalidArgument naming what was wrong, and nothing is stored.
    @Test func badRepeatValuesAreRefused() async throws {
        try await TestSession.with { session in
            let short = await session.addRequest(app: FakeApp.name, Self.request("a", interval: 30, count: 0))
            #expect(short.stderr.contains("org.checklists.Remindd.Error.InvalidArgument"), "\(short)")
            #expect(short.stderr.contains("repeat-interval must be at least 60 s"), "\(short)")
            let negative = await session.addRequest(app: FakeApp.name, Self.request("b", interval: 60, count: -1))
            #expect(negative.stderr.contains("repeat-count must be 0"), "\(negative)")
            let text = await session.addRequest(
                app: FakeApp.name, "{'identifier': <'c'>, 'title': <'T'>, 'repeat-interval': <'often'>}")
            #expect(text.stderr.contains("repeat-interval"), "\(text)")
            let pending = await session.callRemindd("GetPending", [FakeApp.name])
            #expect(pending.status == 0 && !pending.stdout.contains("identifier"), "\(pending)")
        }
    }
}
