import CGtk
import ChecklistsModel
import ChecklistsPresentation
import Foundation
import LocalNotifications

/// What the window's parts share, and nothing else: the model and the services behind it,
/// the bars every part speaks through, and what follows each edit the user makes (the sync
/// is told, and the whole window shows the model again).
final class WindowContext {
    /// The window, the parent of every dialog.
    let window: UnsafeMutablePointer<GtkWindow>
    /// The app's model.
    let model: ChecklistsModel
    /// remindd, which the window never waits for.
    let reminders: any ReminderService
    /// The settings file (new items' reminders, snooze length, banners).
    let settings: SettingsFile
    /// The time source.
    let clock: WallClock
    /// How the window writes and reads dates.
    let dates: DueDateText
    /// The bar for what happened, what went wrong, and popups while the window has focus.
    let banner: Banner
    /// The bar that offers to undo.
    let undoBar: UndoBar
    /// Runs after every edit the user makes in the window (or through its popups), so that
    /// the sync sends it.
    var onLocalEdit: () -> Void = {}
    /// Shows the model again in every part of the window; the window sets it.
    var reload: () -> Void = {}

    /// Gathers what the parts of `window` share.
    init(
        window: UnsafeMutablePointer<GtkWindow>, dependencies: WindowDependencies, banner: Banner, undoBar: UndoBar
    ) {
        self.window = window
        model = dependencies.model
        reminders = dependencies.reminders
        settings = dependencies.settings
        clock = dependencies.clock
        dates = DueDateText(locale: UserLocale.current(), timeZone: dependencies.clock.timeZone)
        self.banner = banner
        self.undoBar = undoBar
    }

    /// Shows an error in the window's bar.
    func report(_ error: Error) {
        banner.show("\(error)", type: GTK_MESSAGE_ERROR)
    }

    /// Makes a change the user asked for: runs `change`, tells the sync, and shows the model
    /// again; a failure shows in the bar (and the window still shows what is stored).
    func edit(_ change: () throws -> Void) {
        do {
            try change()
            onLocalEdit()
        } catch {
            report(error)
        }
        reload()
    }
}
