import Foundation
import TestSupport
import Testing

/// Threads, badges and images as the notification server and the bus see them.
@Suite("Threads, badges and images")
struct PopupRestOfAPITests {
    /// The second popup of a thread reaches dunst with replaces_id set, so it takes the
    /// first one's place; a popup without a thread is new.
    @Test func secondPopupOfAThreadReplacesTheFirst() async throws {
        try await TestSession.with { session in
            try await session.startNotificationServer()
            for (identifier, thread) in [("milk", "Groceries"), ("eggs", "Groceries"), ("tea", "")] {
                let add = await session.addRequest(app: FakeApp.name, Self.request(identifier, thread: thread))
                try #require(add.status == 0, "\(add)")
                _ = try await session.waitForNotifyCalls(identifier == "milk" ? 1 : identifier == "eggs" ? 2 : 3)
            }
            let calls = try session.notifyCalls()
            try #require(calls.count == 3, "\(session.diagnostics)")
            #expect(calls.map(\.summary) == ["milk", "eggs", "tea"])
            #expect(calls[0].replacesID == 0)
            #expect(calls[1].replacesID != 0)
            #expect(calls[2].replacesID == 0)
        }
    }

    /// The notification server restarts (dunst quits and starts again, counting its ids from
    /// 1): the thread's next popup replaces nothing, where it once took the place of whatever
    /// popup the new server had given the old id.
    @Test func threadsPopupAfterAServerRestartReplacesNothing() async throws {
        try await TestSession.with { session in
            try await session.startNotificationServer()
            let first = await session.addRequest(app: FakeApp.name, Self.request("milk", thread: "Groceries"))
            try #require(first.status == 0, "\(first)")
            try await session.waitUntilPosted(app: FakeApp.name, "milk")
            try await session.stopNotificationServer()
            try await session.startNotificationServer()
            let other = await session.addRequest(app: FakeApp.name, Self.request("tea", thread: ""))
            try #require(other.status == 0, "\(other)")
            _ = try await session.waitForNotifyCalls(2)
            let second = await session.addRequest(app: FakeApp.name, Self.request("eggs", thread: "Groceries"))
            try #require(second.status == 0, "\(second)")
            let calls = try await session.waitForNotifyCalls(3)
            try #require(calls.count == 3, "\(session.diagnostics)")
            #expect(calls.map(\.summary) == ["milk", "tea", "eggs"])
            #expect(calls.map(\.replacesID) == [0, 0, 0], "\(session.diagnostics)")
        }
    }

    /// A delivered request with badge 5 sets the app's count on docks: a listener on the
    /// session bus sees Update with the app's URI, count 5 and count-visible true.
    @Test func badgeReachesTheBus() async throws {
        try await TestSession.with { session in
            try await session.startNotificationServer()
            try await session.startLauncherMonitor()
            let add = await session.addRequest(
                app: FakeApp.name, "{'identifier': <'tea'>, 'title': <'Tea'>, 'badge': <5>}")
            try #require(add.status == 0, "\(add)")
            let updates = try await session.waitForLauncherUpdate { $0.count != nil }
            #expect(updates.map(\.appURI) == ["application://\(FakeApp.name).desktop"])
            #expect(updates.map(\.count) == [5])
            #expect(updates.map(\.countVisible) == [true])
            #expect(updates.map(\.path) == ["/org/checklists/Remindd"])
        }
    }

    /// `notify --attachment` sends the image as the image-path hint; a file that is not an
    /// image is refused with one line and exit status 2, and nothing is posted.
    @Test func attachmentBecomesTheImagePathHint() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let png = try folder.writePNG(to: "tea.png")
        try folder.write("not an image", to: "notes.png")
        try await TestSession.with { session in
            try await session.startNotificationServer()
            let refused = await session.run(["notify", "--title", "Notes", "--attachment", folder.path("notes.png")])
            #expect(refused.status == 2, "\(refused)")
            #expect(
                refused.stderr
                    == "checklists: attachment \"\(folder.path("notes.png"))\" is not a PNG or JPEG image\n")
            let notify = await session.run(["notify", "--title", "Tea", "--attachment", png])
            try #require(notify.status == 0, "\(notify)")
            let calls = try await session.waitForNotifyCalls(1)
            try #require(calls.count == 1, "\(session.diagnostics)")
            #expect(calls[0].summary == "Tea")
            #expect(calls[0].hints["image-path"]?.string == png)
        }
    }

    /// A request in GVariant text: immediate, titled by its identifier, with a thread when given.
    private static func request(_ identifier: String, thread: String) -> String {
        let threadEntry = thread.isEmpty ? "" : ", 'thread': <'\(thread)'>"
        return "{'identifier': <'\(identifier)'>, 'title': <'\(identifier)'>\(threadEntry)}"
    }
}
