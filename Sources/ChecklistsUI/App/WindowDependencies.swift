import ChecklistsModel
import ChecklistsSync
import Foundation
import LocalNotifications

/// What the window needs from the composition root: the model over the open database
/// (which reaches remindd in the background), the settings, remindd's pause, categories,
/// deliveries, availability and progress, the clock, and the sync when an account is set up. Nothing here waits for remindd.
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
    /// one's request (its identifier and content) on the main loop, for as long as the
    /// returned object is kept.
    public var observeDeliveries: (@escaping (NotificationRequest) -> Void) throws -> AnyObject
    /// Asks remindd, without waiting for it, whether reminders can pop up; the answer comes
    /// on the main loop.
    public var checkReminderAvailability: (@escaping (ReminderAvailability) -> Void) -> Void
    /// Hands the window, on the main loop, how its calls to remindd are doing: waiting for
    /// an answer, answered again, or refused.
    public var observeReminderProgress: (@escaping (ReminderProgress) -> Void) -> Void
    /// Asks, without waiting, how remindd and the notification server are doing (for
    /// Settings' Status section); the answer comes on the main loop.
    public var probeReminderService: (@escaping (ReminderServiceState) -> Void) -> Void
    /// The sync of the user's accounts, run in the background; nil when no account is set up
    /// (the window then has no Sync Now and says nothing of syncing).
    public var sync: BackgroundSync?

    /// Bundles the dependencies.
    public init(
        model: ChecklistsModel, clock: WallClock, dailyReminder: DailyReminderController, settings: SettingsFile,
        pauseReminders: @escaping (Date?) throws -> Void, registerCategories: @escaping () throws -> Void,
        observeDeliveries: @escaping (@escaping (NotificationRequest) -> Void) throws -> AnyObject,
        checkReminderAvailability: @escaping (@escaping (ReminderAvailability) -> Void) -> Void,
        observeReminderProgress: @escaping (@escaping (ReminderProgress) -> Void) -> Void,
        probeReminderService: @escaping (@escaping (ReminderServiceState) -> Void) -> Void,
        sync: BackgroundSync? = nil
    ) {
        self.model = model
        self.clock = clock
        self.dailyReminder = dailyReminder
        self.settings = settings
        self.pauseReminders = pauseReminders
        self.registerCategories = registerCategories
        self.observeDeliveries = observeDeliveries
        self.checkReminderAvailability = checkReminderAvailability
        self.observeReminderProgress = observeReminderProgress
        self.probeReminderService = probeReminderService
        self.sync = sync
    }
}
