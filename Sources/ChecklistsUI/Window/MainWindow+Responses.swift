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
}
