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
        if response.action != NotificationAction.dismissIdentifier {
            context.banner.hide(reminder: response.identifier)
        }
        let snooze = (try? context.settings.load().snoozeMinutes) ?? AppSettings.standard.snoozeMinutes
        let outcome: ResponseOutcome
        do {
            outcome = try context.model.respond(to: response, snoozeMinutes: snooze)
        } catch {
            report(error)
            reload()
            return
        }
        switch outcome {
        case .addedItem(let item):
            context.onLocalEdit()
            reload()
            context.banner.show(tr("Added “%s” to “%s”.", item.text, Checklist.defaultName))
        case .checkedOff:
            context.onLocalEdit()
            reload()
        case .snoozed:
            context.onLocalEdit()
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
        guard let item = try? context.model.item(itemID) else {
            present()
            return
        }
        search.close()
        sidebar.select(checklistID: item.checklistID)
        reload()
        itemsPane.select(itemID: itemID)
        present()
    }

    /// A reminder came while the window is open: when it has focus, it shows the reminder
    /// in its banner too, until the user answers its popup (see `respond(to:)`).
    func presentDelivered(_ request: NotificationRequest) {
        guard gtk_window_is_active(window) != 0, (try? context.settings.load().showBanners) ?? true else { return }
        let content = request.content
        context.banner.show(
            [content.title, content.body].filter { !$0.isEmpty }.joined(separator: " "), reminder: request.identifier)
    }
}
