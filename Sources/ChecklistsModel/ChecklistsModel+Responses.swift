import LocalNotifications

extension ChecklistsModel {
    /// Carries out the user's answer to one of the app's popups and says what the window
    /// should show: Mark Done checks the item off; Snooze shows its reminder again after
    /// `snoozeMinutes` (Settings'), under the identifier that popped up; Add item… adds the
    /// typed reply to the default checklist (no text: the window opens, where one can be
    /// typed); a click on an item's popup acknowledges its reminder (`X-MOZ-LASTACK`, which
    /// sync carries to other devices) and shows the item, on any other popup it opens the
    /// window; dismissing an item's popup acknowledges it. An item deleted since shows nothing,
    /// or opens the window for a click.
    ///
    /// - Throws: `ChecklistsError` when Mark Done, Snooze or the reply fails; the popup's
    ///   item is then as it was.
    public func respond(to response: NotificationResponse, snoozeMinutes: Int) throws -> ResponseOutcome {
        let itemID = ItemReminder.itemID(fromIdentifier: response.identifier)
        switch response.action {
        case DailyReminder.addItemAction:
            guard let text = response.userText else { return .openWindow }
            return .addedItem(try addItem(fromReply: text))
        case ItemReminder.markDoneAction:
            guard let itemID, try item(itemID) != nil else { return .nothing }
            return .checkedOff(try setChecked(itemID, true))
        case ItemReminder.snoozeAction:
            guard let itemID, let item = try item(itemID) else { return .nothing }
            try snoozeReminder(of: itemID, forMinutes: snoozeMinutes, requestIdentifier: response.identifier)
            return .snoozed(item, minutes: snoozeMinutes)
        case NotificationAction.defaultIdentifier:
            guard let itemID, let item = try? item(itemID) else { return .openWindow }
            try? acknowledgeReminder(of: itemID)
            return .showItem(item)
        case NotificationAction.dismissIdentifier:
            if let itemID { try? acknowledgeReminder(of: itemID) }
            return .nothing
        default:
            return .nothing
        }
    }
}
