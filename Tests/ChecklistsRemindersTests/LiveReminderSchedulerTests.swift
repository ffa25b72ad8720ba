import ChecklistsModel
import ChecklistsReminders
import LocalNotifications
import RemindersAPI
import RemindersClient
import TestSupport
import Testing

@Suite("The live reminder scheduler over the remindd client")
struct LiveReminderSchedulerTests {
    private let client = FakeRemindersClient()
    private let app = ChecklistsApp.identifier

    private var scheduler: LiveReminderScheduler {
        LiveReminderScheduler(client: client, statusAttempts: 3, retryDelay: 0)
    }

    @Test("schedule adds and cancel removes pending requests, for Checklists")
    func scheduleAndCancel() throws {
        let request = NotificationRequest(
            identifier: "7", content: NotificationContent(title: "Reminder:", body: "Milk"),
            trigger: .calendar(CalendarTrigger(year: 2026, month: 6, day: 15, hour: 18, minute: 30, repeats: false)))
        try scheduler.schedule(request)
        try scheduler.cancel(["7", "8"])
        #expect(client.calls == [.add(request, app: app), .removePending(["7", "8"], app: app)])
    }

    @Test("Many requests go to remindd's AddMany, a thousand a call")
    func scheduleAllInBatches() throws {
        let requests = (0..<2_500).map { index in
            NotificationRequest(
                identifier: "\(index)", content: NotificationContent(title: "Reminder:", body: "Item \(index)"),
                trigger: .calendar(CalendarTrigger(year: 2030, month: 6, day: 15, hour: 18, minute: 30, repeats: false))
            )
        }
        try scheduler.scheduleAll(requests)
        #expect(
            client.calls == [
                .addMany(Array(requests[0..<1_000]), app: app), .addMany(Array(requests[1_000..<2_000]), app: app),
                .addMany(Array(requests[2_000...]), app: app),
            ])
    }

    @Test("Client errors come through with their message")
    func errors() {
        client.error = .failure("cannot reach remindd: gone")
        #expect(throws: RemindersClientError.failure("cannot reach remindd: gone")) {
            try scheduler.cancel(["1"])
        }
    }

    @Test("A notification server: available")
    func available() {
        #expect(scheduler.availability() == .available)
        #expect(client.calls == [.status])
    }

    @Test("remindd unreachable: what is wrong and what to do")
    func unreachable() {
        client.error = .failure(
            "cannot reach remindd: The name org.checklists.Remindd was not provided by any .service files")
        #expect(
            scheduler.availability()
                == .unavailable(
                    "remindd, the reminder service, cannot be reached (The name org.checklists.Remindd was not provided "
                        + "by any .service files). Run \"make install\" or start remindd."))
    }

    @Test("No notification server, asked again a few times: a just-started remindd needs a moment")
    func noServer() {
        client.serviceStatus = ServiceStatus(notificationServer: false, capabilities: [], queued: 2)
        #expect(
            scheduler.availability()
                == .unavailable(
                    "No notification server is running, so reminders cannot pop up yet. They will appear once your "
                        + "desktop's notification service (or dunst) runs."))
        #expect(client.calls == [.status, .status, .status])
    }

    @Test("A server found on the second answer: available")
    func serverAppears() {
        client.earlierStatuses = [ServiceStatus(notificationServer: false, capabilities: [], queued: 0)]
        #expect(scheduler.availability() == .available)
        #expect(client.calls == [.status, .status])
    }
}
