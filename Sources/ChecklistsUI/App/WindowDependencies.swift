import ChecklistsModel
import ChecklistsSync
import Foundation
import LocalNotifications

/// What the window needs from the composition root: the model over the open database, remindd
/// (the one `ReminderService` the model, the daily reminder, the window and the tray share),
/// the settings, the clock, and the sync when an account is set up. Nothing here waits for
/// remindd.
public struct WindowDependencies {
    /// The app's model; the window also watches its data for changes by other processes.
    public var model: ChecklistsModel
    /// remindd: schedule, cancel, pause, categories, availability, Settings' probe, progress
    /// and deliveries, none of them waiting.
    public var reminders: any ReminderService
    /// The time source.
    public var clock: WallClock
    /// The daily reminder setting and its request in remindd.
    public var dailyReminder: DailyReminderController
    /// The app's settings file (snooze length, sound, banners).
    public var settings: SettingsFile
    /// The sync of the user's accounts, run in the background while an account is set up
    /// (`hasAccounts`, or once Settings added one; until then the window has no Sync Now
    /// and says nothing of syncing); nil: never.
    public var sync: BackgroundSync?
    /// Whether an account was set up when the app started.
    public var hasAccounts: Bool
    /// The account work of Settings' Accounts section.
    public var accounts: AccountsService

    /// Bundles the dependencies.
    public init(
        model: ChecklistsModel, reminders: any ReminderService, clock: WallClock,
        dailyReminder: DailyReminderController, settings: SettingsFile, accounts: AccountsService,
        sync: BackgroundSync? = nil, hasAccounts: Bool = false
    ) {
        self.model = model
        self.reminders = reminders
        self.clock = clock
        self.dailyReminder = dailyReminder
        self.settings = settings
        self.sync = sync
        self.hasAccounts = hasAccounts
        self.accounts = accounts
    }
}
