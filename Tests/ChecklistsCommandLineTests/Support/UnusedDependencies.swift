import ChecklistsModel
import Foundation
import TestSupport
import Testing

/// The runner's model and daily reminder for tests whose commands need neither: using one
/// fails the test.
enum UnusedDependencies {
    /// Fails the test and throws: the command opened the checklists model.
    static func openModel(_ report: @escaping (String) -> Void) throws -> ChecklistsModel {
        Issue.record("the command opened the checklists model")
        throw RecordingReminders.Failure(description: "no checklists database in this test")
    }

    /// Fails the test: the command made the daily reminder's controller.
    static func makeDailyReminder() -> DailyReminderController {
        Issue.record("the command made the daily reminder's controller")
        return DailyReminderController(
            settings: SettingsFile(url: URL(fileURLWithPath: "/nonexistent/settings.json")),
            reminders: RecordingReminders())
    }
}
