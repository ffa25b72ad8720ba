import Foundation
import LocalNotifications
import RemindDaemon
import RemindersAPI
import Testing

/// The daemon as the D-Bus object calls it: each method's answers and refusals.
@Suite("Daemon: API")
struct DaemonAPITests {
    /// Add answers each request's next trigger date and logs it as scheduled.
    @Test func addAnswersTheNextTriggerDates() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        let dates = try harness.add(inSeconds(600, "tea"), inSeconds(60, "cake"))
        #expect(dates == [DaemonHarness.start.addingTimeInterval(600), DaemonHarness.start.addingTimeInterval(60)])
        #expect(try harness.pendingIdentifiers() == ["cake", "tea"])
        #expect(harness.logLines.contains("scheduled org.example.Checklists/tea at "))
    }

    /// A request that cannot be read refuses the whole call, naming its position when
    /// there are several; nothing is scheduled.
    @Test func unreadableRequestRefusesTheCall() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        let good = RequestCodec.encode(inSeconds(60, "tea"))
        let bad: WireDictionary = ["title": .string("no identifier")]
        let many = #expect(throws: ServiceError.self) {
            try harness.daemon.add([good, bad], appIdentifier: DaemonHarness.app)
        }
        #expect(many?.isInvalidArgument == true)
        #expect(many?.description.hasPrefix("request 2: ") == true)
        let one = #expect(throws: ServiceError.self) {
            try harness.daemon.add([bad], appIdentifier: DaemonHarness.app)
        }
        #expect(one?.isInvalidArgument == true)
        #expect(one?.description.hasPrefix("request") == false)
        #expect(try harness.pendingIdentifiers().isEmpty)
    }

    /// A request the core refuses (one that never fires) is a bad argument too.
    @Test func requestThatNeverFiresIsRefused() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        var past = inSeconds(60, "old")
        past.trigger = .calendar(CalendarTrigger(year: 2020, month: 1, day: 1, hour: 8, repeats: false))
        let error = #expect(throws: ServiceError.self) { try harness.add(past) }
        #expect(error?.isInvalidArgument == true)
        #expect(error?.name == RemindersBus.invalidArgumentError)
    }

    /// Every method checks the app identifier first.
    @Test func badAppIdentifierIsRefusedByEveryMethod() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        let app = ""
        let calls: [() throws -> Void] = [
            { _ = try harness.daemon.add([RequestCodec.encode(immediate("tea"))], appIdentifier: app) },
            { try harness.daemon.removePending(["tea"], appIdentifier: app) },
            { try harness.daemon.removeAllPending(appIdentifier: app) },
            { _ = try harness.pending(app: app) },
            { _ = try harness.delivered(app: app) },
            { try harness.daemon.removeDelivered(["tea"], appIdentifier: app) },
            { try harness.daemon.removeAllDelivered(appIdentifier: app) },
            { try harness.daemon.setCategories([], appIdentifier: app) },
        ]
        for call in calls {
            let error = #expect(throws: ServiceError.self) { try call() }
            #expect(error?.isInvalidArgument == true)
            #expect(error?.description.contains("app identifier") == true)
        }
        #expect(harness.poster.posts.isEmpty)
    }

    /// A store that refuses writes fails the call (not a bad argument) and logs it.
    @Test func storageFailureFailsTheCall() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        harness.repository.refusesWrites = true
        let error = #expect(throws: ServiceError.self) { try harness.add(inSeconds(60, "tea")) }
        #expect(error?.isFailure == true)
        #expect(error?.name == RemindersBus.failedError)
        #expect(error?.description == "the disk is full")
        #expect(harness.logLines.contains("failed the disk is full"))
        let pause = #expect(throws: ServiceError.self) { try harness.daemon.pause(until: 0) }
        #expect(pause?.isFailure == true)
    }

    /// Listings: pending with its next trigger date; delivered with its occurrence, and
    /// removals of delivered ones.
    @Test func listingsAndRemovals() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        try harness.add(immediate("tea"), immediate("cake"), inSeconds(60, "soup"))
        let pending = try harness.pending()
        #expect(pending.count == 1)
        let next = DaemonHarness.start.addingTimeInterval(60).timeIntervalSince1970
        #expect(pending.first?["next-trigger-date"] == .double(next))
        let delivered = try harness.delivered()
        #expect(delivered.count == 2)
        #expect(delivered.first?["occurrence-date"] == .double(DaemonHarness.start.timeIntervalSince1970))
        try harness.daemon.removeDelivered(["tea"], appIdentifier: DaemonHarness.app)
        #expect(try harness.delivered().count == 1)
        try harness.daemon.removeAllDelivered(appIdentifier: DaemonHarness.app)
        #expect(try harness.delivered().isEmpty)
        #expect(try harness.pendingIdentifiers() == ["soup"])
    }

    /// Many requests at once: the log names the first twenty and counts the rest.
    @Test func bigAddIsLoggedInShort() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        let requests = (1...25).map { RequestCodec.encode(inSeconds(600, "r\($0)")) }
        let dates = try harness.daemon.add(requests, appIdentifier: DaemonHarness.app)
        #expect(dates.count == 25)
        #expect(harness.logLines.count("remindd: scheduled org.example.Checklists/") == 20)
        #expect(harness.logLines.contains("scheduled 5 more for org.example.Checklists"))
    }

    /// Registered categories give the popups of their requests buttons at once; bad ones
    /// are refused and change nothing; an empty list removes them.
    @Test func categoriesAreUsedForLaterPopups() throws {
        let harness = DaemonHarness()
        try harness.daemon.start()
        let category = NotificationCategory(
            identifier: "item", actions: [NotificationAction(identifier: "done", title: "Mark Done")])
        try harness.daemon.setCategories([CategoryCodec.encode(category)], appIdentifier: DaemonHarness.app)
        #expect(harness.logLines.contains("registered org.example.Checklists: 1 categories (item)"))
        try harness.add(immediate("tea", category: "item"))
        #expect(harness.poster.posts.last?.message.actions.map(\.label) == ["Open", "Mark Done"])

        let bad = #expect(throws: ServiceError.self) {
            try harness.daemon.setCategories([["identifier": .bool(true)]], appIdentifier: DaemonHarness.app)
        }
        #expect(bad?.isInvalidArgument == true)
        #expect(try harness.repository.categories(appIdentifier: DaemonHarness.app) == [category])

        try harness.daemon.setCategories([], appIdentifier: DaemonHarness.app)
        #expect(harness.logLines.contains("registered org.example.Checklists: 0 categories"))
        harness.clock.advance(by: 1)
        try harness.add(immediate("tea", category: "item"))
        #expect(harness.poster.posts.last?.message.actions.map(\.key) == ["default"])
    }

    /// The status: server, capabilities, queue length, pause, the API's version, the location
    /// service, remindd's release, and the server's name, vendor and version once it said them.
    @Test func statusTellsWhetherPopupsCanBeShown() throws {
        let harness = DaemonHarness(serverReady: false)
        try harness.daemon.start()
        #expect(
            harness.daemon.status() == [
                "notification-server": .bool(false), "capabilities": .strings([]), "queued": .uint32(0),
                "paused-until": .double(0), "api-version": .uint32(RemindersBus.apiVersion),
                "location": .string("available"), "wake-alarm": .string("available"),
                "version": .string(DaemonVersion.current),
            ])
        harness.server.appear(
            capabilities: ["body", "actions"],
            identity: ServerIdentity(name: "dunst", vendor: "knopwob", version: "1.9.0"))
        #expect(harness.status("capabilities") == .strings(["actions", "body"]))
        #expect(harness.status("server-name") == .string("dunst"))
        #expect(harness.status("server-vendor") == .string("knopwob"))
        #expect(harness.status("server-version") == .string("1.9.0"))
        harness.server.vanish()
        #expect(harness.status("server-name") == nil)
    }
}
