import CGtk
import ChecklistsModel
import ChecklistsPresentation
import Foundation
import Translations

/// What the tray asks of the window: pausing reminders, the note when there is no tray, and
/// the summary its tooltip and menu show.
extension MainWindow {
    /// Pauses reminders in remindd until `until`, or resumes them (nil); should remindd not
    /// answer, the bar says so as for any call.
    func pauseReminders(until: Date?) {
        context.reminders.pause(until: until)
        context.banner.show(
            until.map { tr("Reminders are paused until %s.", context.dates.display($0)) }
                ?? tr("Reminders are on again."))
    }

    /// Without a tray the app cannot stay in the background: said once, in the window.
    func noteMissingTray() {
        context.banner.show(
            tr(
                "There is no tray on this desktop, so closing this window quits Checklists. Reminders still come, from remindd."
            ),
            type: GTK_MESSAGE_INFO)
    }

    /// The tray's summary of every checklist's items now.
    func traySummary() -> TraySummary? {
        guard let items = try? context.model.allItems() else { return nil }
        return TraySummary(items: items, now: context.clock.now, timeZone: context.clock.timeZone)
    }
}
