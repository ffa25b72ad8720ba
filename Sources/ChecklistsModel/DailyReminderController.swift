import LocalNotifications

/// The daily reminder, for the window and the command line: reads and changes the setting
/// in the settings file, and keeps remindd's request `daily-reminder` in step with it.
///
/// Every change is saved first, then remindd is told (Add, which replaces the request by
/// identifier, or RemovePending). When only remindd fails, the setting stays saved and the
/// call throws `ChecklistsError.dailyReminderNotApplied`; `synchronize()` (at app start)
/// tells remindd later. A refused value throws `invalidDailyReminder` and changes nothing.
/// Every method throws `ChecklistsError` only.
///
/// Not thread-safe: use it from one thread (the GTK main thread, or the command line).
public final class DailyReminderController {
    /// The settings file.
    private let settings: SettingsFile
    /// remindd, or a test double.
    private let reminders: ReminderScheduling

    /// A controller over the settings file and the reminder service.
    public init(settings: SettingsFile, reminders: ReminderScheduling) {
        self.settings = settings
        self.reminders = reminders
    }

    /// The saved setting (`DailyReminder.standard` when nothing was saved yet).
    public func current() throws -> DailyReminder {
        try settings.load().dailyReminder
    }

    /// Turns the reminder on at `hour`:`minute` local time, with new texts or, when nil, the
    /// saved ones; saves, then schedules it (replacing the pending one). Returns the saved
    /// setting, texts trimmed.
    @discardableResult
    public func turnOn(hour: Int, minute: Int, title: String? = nil, body: String? = nil) throws -> DailyReminder {
        // Checked before the file is read, so that a refused value touches nothing.
        _ = try DailyReminder.validatedHour(hour)
        _ = try DailyReminder.validatedMinute(minute)
        _ = try title.map { text throws(ChecklistsError) in try DailyReminder.validatedTitle(text) }
        _ = try body.map { text throws(ChecklistsError) in try DailyReminder.validatedBody(text) }
        let saved = try current()
        return try update(
            DailyReminder(
                isOn: true, hour: hour, minute: minute, title: title ?? saved.title, body: body ?? saved.body))
    }

    /// Turns the reminder off, keeping its time and texts; saves, then cancels the pending
    /// request. Returns the saved setting.
    @discardableResult
    public func turnOff() throws -> DailyReminder {
        var reminder = try current()
        reminder.isOn = false
        return try update(reminder)
    }

    /// Saves `reminder` as it is (the window's path), then schedules or cancels its request.
    /// Returns the saved setting, texts trimmed.
    @discardableResult
    public func update(_ reminder: DailyReminder) throws -> DailyReminder {
        let reminder = try reminder.validated()
        var all = try settings.load()
        all.dailyReminder = reminder
        try settings.save(all)
        try apply(reminder)
        return reminder
    }

    /// Makes remindd agree with the saved setting: schedules the request (replacing any
    /// pending one) when it is on, cancels it when it is off. Call it at app start: the
    /// setting may have changed while the app was not running, or remindd's data may have
    /// been reset.
    public func synchronize() throws {
        try apply(try current())
    }

    /// Tells remindd about a saved setting.
    private func apply(_ reminder: DailyReminder) throws(ChecklistsError) {
        do {
            if reminder.isOn {
                try reminders.schedule(reminder.request)
            } else {
                try reminders.cancel([DailyReminder.identifier])
            }
        } catch {
            throw .dailyReminderNotApplied(isOn: reminder.isOn, reason: String(describing: error))
        }
    }
}
