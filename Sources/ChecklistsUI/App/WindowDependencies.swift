import ChecklistsModel
import Foundation
import LocalNotifications

/// What the window needs from the composition root: the model over the open database
/// (which reaches remindd), the settings, remindd's pause, categories and deliveries, and
/// the clock.
public struct WindowDependencies {
    /// The app's model; the window also watches its data for changes by other processes.
    public var model: ChecklistsModel
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
    /// Starts hearing the app's reminders as remindd pops them up: the handler gets each
    /// one's content on the main loop, for as long as the returned object is kept.
    public var observeDeliveries: (@escaping (NotificationContent) -> Void) throws -> AnyObject

    /// Bundles the dependencies.
    public init(
        model: ChecklistsModel, clock: WallClock, dailyReminder: DailyReminderController, settings: SettingsFile,
        pauseReminders: @escaping (Date?) throws -> Void, registerCategories: @escaping () throws -> Void,
        observeDeliveries: @escaping (@escaping (NotificationContent) -> Void) throws -> AnyObject
    ) {
        self.model = model
        self.clock = clock
        self.dailyReminder = dailyReminder
        self.settings = settings
        self.pauseReminders = pauseReminders
        self.registerCategories = registerCategories
        self.observeDeliveries = observeDeliveries
    }
}
