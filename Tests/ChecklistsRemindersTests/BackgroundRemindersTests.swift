import ChecklistsModel
import ChecklistsReminders
import Foundation
import LocalNotifications
import RemindersClient
import TestSupport
import Testing

/// The window's remindd calls on a worker thread. The fake client is touched by the worker
/// only while calls run; the test reads it after they are all done.
@Suite("Reminders in the background")
struct BackgroundRemindersTests {
    private let app = ChecklistsApp.identifier

    private static func request(_ identifier: String) -> NotificationRequest {
        NotificationRequest(
            identifier: identifier, content: NotificationContent(title: "Reminder:", body: "Milk"),
            trigger: .calendar(CalendarTrigger(year: 2030, month: 6, day: 15, hour: 18, minute: 30, repeats: false)))
    }

    /// What reached the main loop, in order; `deliver` runs the work at once, on the worker.
    private final class Heard: @unchecked Sendable {
        private let lock = NSLock()
        private var progress: [ReminderProgress] = []
        var all: [ReminderProgress] { lock.withLock { progress } }
        func append(_ item: ReminderProgress) { lock.withLock { progress.append(item) } }
    }

    /// An availability answer handed from the worker.
    private final class Answer: @unchecked Sendable {
        private let lock = NSLock()
        private var answer: ReminderAvailability?
        var value: ReminderAvailability? { lock.withLock { answer } }
        func set(_ value: ReminderAvailability) { lock.withLock { answer = value } }
    }

    private func service(
        _ client: FakeRemindersClient, heard: Heard, slowAfter: TimeInterval = 0.2
    )
        -> BackgroundReminders
    {
        let service = BackgroundReminders(
            client: client, probeClient: FakeRemindersClient(), slowAfter: slowAfter, retryDelays: [0.05],
            deliver: { work in work() })
        service.onProgress = { heard.append($0) }
        return service
    }

    /// Waits until `condition` holds, up to 10 s.
    private func eventually(_ condition: () -> Bool) async throws -> Bool {
        for _ in 0..<200 {
            if condition() { return true }
            try await Task.sleep(for: .milliseconds(50))
        }
        return condition()
    }

    @Test("Calls return at once and reach remindd in order")
    func inOrder() async throws {
        let client = FakeRemindersClient()
        let heard = Heard()
        let reminders = service(client, heard: heard)
        reminders.schedule(Self.request("1"))
        reminders.cancel(["1", "1/2"])
        reminders.pause(until: nil)
        reminders.register(ChecklistsApp.notificationCategories)
        reminders.schedule(Self.request("2"))
        let done = Answer()
        reminders.checkAvailability { done.set($0) }
        #expect(try await eventually { done.value != nil })
        #expect(
            client.calls == [
                .add(Self.request("1"), app: app), .removePending(["1", "1/2"], app: app), .pause(until: nil),
                .setCategories(ChecklistsApp.notificationCategories, app: app), .add(Self.request("2"), app: app),
                .status,
            ])
        #expect(heard.all.isEmpty, "nothing waited, so the window says nothing")
    }

    @Test(
        "A call remindd does not answer is made again until it does; the window hears it waits, then that it answered")
    func retriedUntilAnswered() async throws {
        let client = FakeRemindersClient()
        client.unansweredCalls = 6
        let heard = Heard()
        let reminders = service(client, heard: heard, slowAfter: 0.1)
        reminders.schedule(Self.request("7"))
        #expect(try await eventually { heard.all.last == .upToDate })
        let reason =
            "remindd, the reminder service, cannot be reached (Timeout was reached). Run \"make install\" or start remindd."
        #expect(heard.all == [.waiting(reason), .upToDate])
        #expect(client.calls == Array(repeating: .add(Self.request("7"), app: app), count: 7))
    }

    @Test("A call remindd refuses is dropped and the window hears why")
    func refused() async throws {
        let client = FakeRemindersClient()
        client.error = .badInput("the identifier is too long")
        let heard = Heard()
        let reminders = service(client, heard: heard)
        reminders.schedule(Self.request("7"))
        #expect(try await eventually { !heard.all.isEmpty })
        #expect(heard.all == [.refused("the identifier is too long")])
        #expect(client.calls.count == 1)
    }

    @Test("Availability is asked in the background; the last answer is kept")
    func availability() async throws {
        let client = FakeRemindersClient()
        client.serviceStatus = ServiceStatus(notificationServer: false, capabilities: [], queued: 0)
        let reminders = BackgroundReminders(
            client: client, probeClient: FakeRemindersClient(), slowAfter: 1, deliver: { work in work() })
        #expect(reminders.availability() == .available)
        let answer = Answer()
        reminders.checkAvailability { answer.set($0) }
        #expect(try await eventually { answer.value != nil })
        guard case .unavailable(let message)? = answer.value else {
            Issue.record("no notification server was not reported")
            return
        }
        #expect(message.hasPrefix("No notification server is running"))
        #expect(reminders.availability() == answer.value)
    }

    /// A state handed from the probe thread.
    private final class ProbeAnswer: @unchecked Sendable {
        private let lock = NSLock()
        private var state: ReminderServiceState?
        var value: ReminderServiceState? { lock.withLock { state } }
        func set(_ value: ReminderServiceState) { lock.withLock { state = value } }
    }

    @Test("Settings' probe asks its own client, never starts remindd, and says what runs")
    func probe() async throws {
        let worker = FakeRemindersClient()
        let prober = FakeRemindersClient()
        let next = Date(timeIntervalSince1970: 1_900_000_000)
        prober.serviceStatus = ServiceStatus(notificationServer: true, capabilities: ["body", "actions"], queued: 2)
        prober.serviceStatus.serverName = "dunst"
        prober.serviceStatus.daemonVersion = "1.2.3"
        prober.pendingEntries = [ScheduledEntry(request: Self.request("1"), nextTriggerDate: next)]
        let reminders = BackgroundReminders(
            client: worker, probeClient: prober, slowAfter: 1, deliver: { work in work() })
        let answer = ProbeAnswer()
        reminders.probe { answer.set($0) }
        #expect(try await eventually { answer.value != nil })
        #expect(answer.value?.daemon == .running(version: "1.2.3"))
        #expect(answer.value?.pending == 1 && answer.value?.nextReminder == next && answer.value?.queued == 2)
        #expect(answer.value?.server?.name == "dunst" && answer.value?.capabilities == ["actions", "body"])
        #expect(prober.calls == [.presence, .status, .pending(app: app)])
        #expect(worker.calls.isEmpty)

        let stopped = FakeRemindersClient()
        stopped.daemonPresence = .startable
        let idle = BackgroundReminders(client: worker, probeClient: stopped, slowAfter: 1, deliver: { work in work() })
        let idleAnswer = ProbeAnswer()
        idle.probe { idleAnswer.set($0) }
        #expect(try await eventually { idleAnswer.value != nil })
        #expect(idleAnswer.value?.daemon == .startable)
        #expect(stopped.calls == [.presence], "asking did not start remindd")
    }
}
