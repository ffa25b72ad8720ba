import ChecklistsModel
import Foundation
import LocalNotifications
import SQLiteSupport

/// What the window needs from the composition root: the model over the open database
/// (which reaches remindd), the settings, remindd's pause and categories, and the clock.
public struct WindowDependencies {
    /// The app's model.
    public var model: ChecklistsModel
    /// The database under the model, watched for changes by other processes.
    public var database: SQLiteDatabase
    /// The time source.
    public var clock: WallClock
    /// The daily reminder setting and its request in remindd.
    public var dailyReminder: DailyReminderController
    /// The app's settings file (snooze length, sound, banners).
    public var settings: SettingsFile
    /// Pauses reminders in remindd until a time, or resumes them (nil).
    public var pauseReminders: (Date?) throws -> Void
    /// Registers the item reminders' category (Mark Done, Snooze) with remindd.
    public var registerCategories: () throws -> Void

    /// Bundles the dependencies.
    public init(
        model: ChecklistsModel, database: SQLiteDatabase, clock: WallClock,
        dailyReminder: DailyReminderController, settings: SettingsFile,
        pauseReminders: @escaping (Date?) throws -> Void, registerCategories: @escaping () throws -> Void
    ) {
        self.model = model
        self.database = database
        self.clock = clock
        self.dailyReminder = dailyReminder
        self.settings = settings
        self.pauseReminders = pauseReminders
        self.registerCategories = registerCategories
    }
}
