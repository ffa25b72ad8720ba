import CGtk
import ChecklistsModel
import ChecklistsPresentation
import Foundation
import LocalNotifications
import Translations

extension MainWindow {
    /// Shows what the model made of the user's answer to a popup (`ChecklistsModel.respond`):
    /// the item ticked or added, the window opened on the item, or the reason it failed. An
    /// answered popup's reminder leaves the bar (remindd closes the popup itself).
    func respond(to response: NotificationResponse) {
        if response.action != NotificationAction.dismissIdentifier { banner.hide(reminder: response.identifier) }
        let snooze = (try? settings.load().snoozeMinutes) ?? AppSettings.standard.snoozeMinutes
        let outcome: ResponseOutcome
        do {
            outcome = try model.respond(to: response, snoozeMinutes: snooze)
        } catch {
            report(error)
            reload()
            return
        }
        switch outcome {
        case .addedItem(let item):
            onLocalEdit()
            reload()
            banner.show(tr("Added “%s” to “%s”.", item.text, Checklist.defaultName))
        case .checkedOff:
            onLocalEdit()
            reload()
        case .snoozed:
            onLocalEdit()
        case .showItem(let item):
            show(itemID: item.id)
        case .openWindow:
            present()
        case .nothing:
            break
        }
    }

    /// Opens the window on an item: its checklist selected (the search closed), the item
    /// selected.
    func show(itemID: Int64) {
        guard let item = try? model.item(itemID) else {
            present()
            return
        }
        search.close()
        selectedSmartList = nil
        selectedChecklistID = item.checklistID
        reloadChecklists()
        itemList.select(itemID: itemID)
        present()
    }

    /// Pauses reminders in remindd until `until`, or resumes them (nil); should remindd not
    /// answer, the bar says so as for any call.
    func pauseReminders(until: Date?) {
        reminders.pause(until: until)
        banner.show(
            until.map { tr("Reminders are paused until %s.", dates.display($0)) } ?? tr("Reminders are on again."))
    }

    /// Without a tray the app cannot stay in the background: said once, in the window.
    func noteMissingTray() {
        banner.show(
            tr(
                "There is no tray on this desktop, so closing this window quits Checklists. Reminders still come, from remindd."
            ),
            type: GTK_MESSAGE_INFO)
    }

    /// The tray's summary of every checklist's items now.
    func traySummary() -> TraySummary? {
        guard let items = try? model.allItems() else { return nil }
        return TraySummary(items: items, now: clock.now, timeZone: clock.timeZone)
    }
}

extension MainWindow {
    /// Says in the bar how the window's calls to remindd are doing.
    func show(_ progress: ReminderProgress) {
        switch progress {
        case .waiting(let reason): banner.show(WindowWords.remindersWaiting(reason), type: GTK_MESSAGE_WARNING)
        case .upToDate: banner.show(WindowWords.remindersAnswered)
        case .refused(let reason): banner.show(WindowWords.reminderRefused(reason), type: GTK_MESSAGE_WARNING)
        }
    }
}
