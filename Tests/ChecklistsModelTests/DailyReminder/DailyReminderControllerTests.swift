import Foundation
import LocalNotifications
import TestSupport
import Testing

@testable import ChecklistsModel

@Suite("The daily reminder controller: save first, then tell remindd")
struct DailyReminderControllerTests {
    private let folder: TemporaryFolder
    private let file: SettingsFile
    private let reminders = RecordingReminders()
    private let controller: DailyReminderController

    init() throws {
        folder = try TemporaryFolder()
        file = SettingsFile(url: folder.file("config/settings.json"))
        controller = DailyReminderController(settings: file, reminders: reminders)
    }

    private let reason = "cannot reach remindd: The name org.checklists.Remindd was not provided by any .service files"

    /// The request for `hour`:`minute` with the standard texts.
    private func request(
        _ hour: Int, _ minute: Int, title: String = "Checklists",
        body: String = "Time to look at your checklists."
    ) -> NotificationRequest {
        DailyReminder(isOn: true, hour: hour, minute: minute, title: title, body: body).request
    }

    @Test("Nothing saved: current() is the standard setting, off")
    func currentStandard() throws {
        #expect(try controller.current() == .standard)
        #expect(reminders.calls.isEmpty)
    }

    @Test("turnOn saves the setting and schedules exactly one request")
    func turnOn() throws {
        let saved = try controller.turnOn(hour: 20, minute: 30)
        #expect(
            saved
                == DailyReminder(
                    isOn: true, hour: 20, minute: 30, title: "Checklists", body: "Time to look at your checklists."))
        #expect(try file.load().dailyReminder == saved)
        #expect(try controller.current() == saved)
        #expect(reminders.calls == [.schedule(request(20, 30))])
    }

    @Test("Changing the time schedules again under the same identifier (Add replaces)")
    func changeTimeReplaces() throws {
        try controller.turnOn(hour: 20, minute: 30)
        try controller.turnOn(hour: 7, minute: 15)
        #expect(reminders.calls == [.schedule(request(20, 30)), .schedule(request(7, 15))])
        #expect(try controller.current().timeText == "07:15")
    }

    @Test("Texts: given ones are trimmed and saved, nil keeps the saved ones")
    func texts() throws {
        try controller.turnOn(hour: 8, minute: 0, title: " Journal ", body: "Write three lines.")
        try controller.turnOn(hour: 9, minute: 0)
        try controller.turnOn(hour: 9, minute: 30, body: "Read.")
        #expect(
            reminders.calls == [
                .schedule(request(8, 0, title: "Journal", body: "Write three lines.")),
                .schedule(request(9, 0, title: "Journal", body: "Write three lines.")),
                .schedule(request(9, 30, title: "Journal", body: "Read.")),
            ])
    }

    @Test("turnOff saves off, keeps time and texts, and cancels daily-reminder")
    func turnOff() throws {
        try controller.turnOn(hour: 7, minute: 15, title: "Journal")
        reminders.reset()
        let saved = try controller.turnOff()
        #expect(
            saved
                == DailyReminder(
                    isOn: false, hour: 7, minute: 15, title: "Journal", body: "Time to look at your checklists."))
        #expect(try controller.current() == saved)
        #expect(reminders.calls == [.cancel(["daily-reminder"])])
    }

    @Test("update: the window's path saves the value and schedules or cancels")
    func update() throws {
        var reminder = DailyReminder(isOn: true, hour: 6, minute: 45, title: "Wake", body: "Up")
        #expect(try controller.update(reminder) == reminder)
        reminder.isOn = false
        #expect(try controller.update(reminder) == reminder)
        #expect(reminders.calls == [.schedule(request(6, 45, title: "Wake", body: "Up")), .cancel(["daily-reminder"])])
        #expect(try file.load().dailyReminder == reminder)
    }

    @Test("synchronize schedules when on and cancels when off, from the saved setting")
    func synchronize() throws {
        try controller.synchronize()
        #expect(reminders.calls == [.cancel(["daily-reminder"])])
        try file.save(
            AppSettings(
                dailyReminder: DailyReminder(
                    isOn: true, hour: 21, minute: 5, title: "Checklists", body: "Time to look at your checklists.")))
        reminders.reset()
        let restarted = DailyReminderController(settings: SettingsFile(url: file.url), reminders: reminders)
        try restarted.synchronize()
        #expect(reminders.calls == [.schedule(request(21, 5))])
        #expect(try file.load().dailyReminder.timeText == "21:05")
    }

    @Test(
        "Refused values change nothing: no file, no call",
        arguments: [
            (24, 0, nil, nil), (-1, 0, nil, nil), (12, 60, nil, nil), (12, -1, nil, nil), (12, 0, "", nil),
            (12, 0, "a\nb", nil), (12, 0, nil, "  "), (12, 0, String(repeating: "x", count: 201), nil),
        ] as [(Int, Int, String?, String?)])
    func refusedChangesNothing(hour: Int, minute: Int, title: String?, body: String?) throws {
        #expect(throws: ChecklistsError.self) {
            try controller.turnOn(hour: hour, minute: minute, title: title, body: body)
        }
        #expect(try folder.names().isEmpty)
        try controller.turnOn(hour: 20, minute: 30)
        let saved = try folder.read("config/settings.json")
        reminders.reset()
        #expect(throws: ChecklistsError.self) {
            try controller.turnOn(hour: hour, minute: minute, title: title, body: body)
        }
        #expect(try folder.read("config/settings.json") == saved)
        #expect(reminders.calls.isEmpty)
    }

    @Test("update refuses a bad value before saving")
    func updateRefuses() throws {
        #expect(
            throws: ChecklistsError.invalidDailyReminder("the minute of the daily reminder must be 0 to 59, not 75")
        ) {
            try controller.update(DailyReminder(isOn: true, hour: 1, minute: 75, title: "T", body: "B"))
        }
        #expect(try folder.names().isEmpty)
        #expect(reminders.calls.isEmpty)
    }

    @Test("remindd failing: the setting is saved, the error says so")
    func reminderFailure() throws {
        reminders.failAll(reason)
        #expect(throws: ChecklistsError.dailyReminderNotApplied(isOn: true, reason: reason)) {
            try controller.turnOn(hour: 20, minute: 30)
        }
        #expect(try controller.current().isOn)
        #expect(try controller.current().timeText == "20:30")
        #expect(throws: ChecklistsError.dailyReminderNotApplied(isOn: false, reason: reason)) {
            try controller.turnOff()
        }
        #expect(try controller.current().isOn == false)
        #expect(throws: ChecklistsError.dailyReminderNotApplied(isOn: false, reason: reason)) {
            try controller.synchronize()
        }
        let on = ChecklistsError.dailyReminderNotApplied(isOn: true, reason: reason)
        #expect(on.changeWasSaved)
        #expect(
            on.description == "the daily reminder was saved, but remindd could not be told, so it is not "
                + "scheduled until Checklists opens again: \(reason)")
        let off = ChecklistsError.dailyReminderNotApplied(isOn: false, reason: reason)
        #expect(
            off.description == "the daily reminder was turned off and saved, but remindd could not be told, "
                + "so it may still pop up until Checklists opens again: \(reason)")
    }

    @Test("A hand-written file with missing keys: they take the standard values, and are saved")
    func completesAHandWrittenFile() throws {
        try FileManager.default.createDirectory(at: folder.file("config"), withIntermediateDirectories: true)
        try folder.write(#"{"dailyReminder": {"isOn": false, "hour": 6, "minute": 0}}"#, to: "config/settings.json")
        try controller.turnOn(hour: 6, minute: 30)
        #expect(
            try controller.current()
                == DailyReminder(
                    isOn: true, hour: 6, minute: 30, title: "Checklists", body: "Time to look at your checklists."))
    }

    @Test("A bad settings file: the error says where it went; the next call starts from the standard")
    func invalidFile() throws {
        try FileManager.default.createDirectory(at: folder.file("config"), withIntermediateDirectories: true)
        try folder.write("not json", to: "config/settings.json")
        #expect(throws: ChecklistsError.self) { try controller.turnOn(hour: 20, minute: 30) }
        #expect(reminders.calls.isEmpty)
        #expect(try controller.turnOn(hour: 20, minute: 30).isOn)
        let names = try folder.names(in: "config")
        #expect(names.count == 2 && names[0] == "settings.json" && names[1].hasPrefix("settings.json.invalid-"))
    }
}
