import CGtk
import ChecklistsModel
import ChecklistsPresentation
import Foundation
import LocalNotifications
import Translations

extension MainWindow {
    /// Carries out what the user did with a popup: Mark Done checks the item off, Snooze
    /// shows its reminder again after the snooze length, a click opens the window on the
    /// item (or just opens it for any other popup of the app); Add item… adds the typed reply
    /// to the default checklist, or opens the window where no reply could be typed. Opening
    /// or dismissing an item's popup acknowledges its reminder (`X-MOZ-LASTACK`), which sync
    /// carries to the other devices. An answered popup's reminder leaves the bar (remindd
    /// closes the popup itself).
    func respond(to response: NotificationResponse) {
        if response.action != NotificationAction.dismissIdentifier { banner.hide(reminder: response.identifier) }
        switch response.action {
        case DailyReminder.addItemAction:
            guard let text = response.userText else {
                present()
                return
            }
            do {
                let item = try model.addItem(fromReply: text)
                onLocalEdit()
                reload()
                banner.show(tr("Added “%s” to “%s”.", item.text, Checklist.defaultName))
            } catch {
                report(error)
            }
        case ItemReminder.markDoneAction:
            guard let id = response.itemID else { return }
            do {
                _ = try model.setChecked(id, true)
                onLocalEdit()
            } catch {
                report(error)
            }
            reload()
        case ItemReminder.snoozeAction:
            guard let id = response.itemID else { return }
            do {
                try model.snoozeReminder(
                    of: id, forMinutes: (try? settings.load().snoozeMinutes) ?? AppSettings.standard.snoozeMinutes,
                    requestIdentifier: response.identifier)
                onLocalEdit()
            } catch {
                report(error)
            }
        case NotificationAction.defaultIdentifier:
            if let id = response.itemID, (try? model.item(id)) != nil {
                try? model.acknowledgeReminder(of: id)
                show(itemID: id)
            } else {
                present()
            }
        case NotificationAction.dismissIdentifier:
            if let id = response.itemID { try? model.acknowledgeReminder(of: id) }
        default:
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
        closeSearch()
        selectedSmartList = nil
        selectedChecklistID = item.checklistID
        reloadChecklists()
        itemList.select(itemID: itemID)
        present()
    }

    /// Pauses reminders in remindd until `until`, or resumes them (nil).
    func pauseReminders(until: Date?) {
        do {
            try pause(until)
            banner.show(
                until.map { tr("Reminders are paused until %s.", dates.display($0)) } ?? tr("Reminders are on again."))
        } catch {
            report(error)
        }
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
