// Composition root of `checklists`: without arguments the window, otherwise the command
// line, both over the live remindd client.
import ChecklistsCommandLine
import ChecklistsModel
import ChecklistsUI
import Foundation
import LocalNotifications
import RemindersClient
import SQLiteSupport

if CommandLine.arguments.count == 1 {
    let application = ChecklistsApplication {
        let clock = SystemWallClock()
        let database = try ChecklistsDatabase.openRecovering(path: StoreLocation.checklistsDatabase().path) { problem in
            FileHandle.standardError.write(Data("checklists: \(problem)\n".utf8))
        }
        let reminders = LiveReminderScheduler()
        let model = ChecklistsModel(database: database, reminders: reminders, clock: clock)
        let dailyReminder = DailyReminderController(settings: SettingsFile(url: SettingsFile.standardURL()), reminders: reminders)
        return WindowDependencies(
            model: model, database: database, reminders: reminders, clock: clock, dailyReminder: dailyReminder)
    }
    exit(application.run())
}

let status = CommandRunner(service: RemindersClient()).run(Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
