import CGtk
import ChecklistsModel
import ChecklistsPresentation
import Foundation

extension MainWindow {
    /// Opens the Settings dialog on the saved daily reminder.
    func openSettings() {
        do {
            let dialog = try SettingsDialog(
                parent: window, reminder: try dailyReminder.current(), clock: TimeOfDayFormat(locale: UserLocale.current()))
            dialog.onSave = { [unowned self] reminder in
                do {
                    try dailyReminder.update(reminder)
                } catch {
                    return "\(error)"
                }
                return nil
            }
            dialog.present()
        } catch {
            report(error)
        }
    }

    /// Makes remindd's daily reminder agree with the saved setting, which may have changed
    /// while the app was not running, or whose request remindd may have lost.
    func synchronizeDailyReminder() {
        do {
            try dailyReminder.synchronize()
        } catch {
            banner.show("\(error)", type: GTK_MESSAGE_WARNING)
        }
    }
}
