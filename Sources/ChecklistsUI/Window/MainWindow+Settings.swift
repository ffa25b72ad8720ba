import CGtk
import ChecklistsModel
import ChecklistsPresentation
import Foundation
import Translations

extension MainWindow {
    /// Opens the Settings dialog on the saved settings.
    func openSettings() {
        do {
            let saved = try context.settings.load()
            let current = SettingsEdit(
                dailyReminder: saved.dailyReminder, snoozeMinutes: saved.snoozeMinutes, playSound: saved.playSound,
                showBanners: saved.showBanners, startAtLogin: AutostartEntry().isEnabled,
                defaultReminders: saved.defaultReminders)
            let dialog = try SettingsDialog(
                parent: window, current: current, clock: TimeOfDayFormat(locale: UserLocale.current()))
            dialog.onSave = { [unowned self] edit in
                do {
                    try save(edit)
                } catch {
                    return "\(error)"
                }
                return nil
            }
            dialog.present()
            showAccounts(in: dialog)
            showStatus(in: dialog, startAtLogin: current.startAtLogin)
        } catch {
            report(error)
        }
    }

    /// Fills the dialog's Status section: the tray, Start at login and other reminder programs
    /// at once, remindd and the notification server when remindd answered.
    private func showStatus(in dialog: SettingsDialog, startAtLogin: Bool) {
        let tray = probeTray()
        let others = probeOtherReminders()
        let timeZone = context.clock.timeZone
        let report = { (service: ReminderServiceState?) in
            var report = StatusReport(
                service: service, tray: tray, startAtLogin: startAtLogin, locale: UserLocale.current(),
                timeZone: timeZone)
            report.otherReminders = others
            return report.lines
        }
        dialog.showStatus(report(nil))
        context.reminders.probe { [weak dialog] state in dialog?.showStatus(report(state)) }
    }

    /// Saves what the dialog edited: the general settings, the autostart entry, then the
    /// daily reminder (which also tells remindd).
    private func save(_ edit: SettingsEdit) throws {
        guard AppSettings.snoozeRange.contains(edit.snoozeMinutes) else {
            throw ChecklistsError.settingsFile(tr("the snooze length must be 1 to 240 minutes"))
        }
        var saved = try context.settings.load()
        saved.snoozeMinutes = edit.snoozeMinutes
        saved.playSound = edit.playSound
        saved.showBanners = edit.showBanners
        saved.defaultReminders = edit.defaultReminders
        try context.settings.save(saved)
        context.model.playsSound = edit.playSound
        let autostart = AutostartEntry()
        if edit.startAtLogin {
            try autostart.enable(executable: Self.executablePath)
        } else {
            try autostart.disable()
        }
        try dailyReminder.update(edit.dailyReminder)
    }

    /// The running program, for the autostart entry.
    private static var executablePath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// Makes remindd's daily reminder agree with the saved setting, which may have changed
    /// while the app was not running, or whose request remindd may have lost.
    func synchronizeDailyReminder() {
        do {
            try dailyReminder.synchronize()
        } catch {
            context.banner.show("\(error)", type: GTK_MESSAGE_WARNING)
        }
    }
}
