import CGtk
import ChecklistsModel
import ChecklistsPresentation
import Foundation
import LocalNotifications

/// The Checklists window: checklists on the left, the selected one's items on the right,
/// built from data/ui/MainWindow.ui. The model knows no widgets; this class turns its
/// answers into rows and the user's actions into its calls.
final class MainWindow {
    /// The window.
    let window: UnsafeMutablePointer<GtkWindow>
    let builder: Builder
    let model: ChecklistsModel
    let dailyReminder: DailyReminderController
    let settings: SettingsFile
    let pause: (Date?) throws -> Void
    /// Asks remindd, without waiting, whether reminders can pop up.
    let checkReminderAvailability: (@escaping (ReminderAvailability) -> Void) -> Void
    /// Runs after every edit the user makes in the window (or through its popups), so
    /// that the sync sends it.
    var onLocalEdit: () -> Void = {}
    /// Runs after every reload with the tray's summary of the items.
    var onReload: (TraySummary) -> Void = { _ in }
    /// Whether closing the window hides it (a tray icon keeps the app) instead of quitting.
    var hidesOnClose = false
    let clock: WallClock
    let dates: DueDateText
    let checklistList: UnsafeMutablePointer<GtkListBox>
    let itemList: ItemList
    let itemsStack: UnsafeMutablePointer<GtkStack>
    let itemsHeading: UnsafeMutablePointer<GtkLabel>
    let banner: Banner
    let undoBar: UndoBar
    var checklistRows: [ChecklistRow] = []
    var selectedChecklistID: Int64?
    var rebuilding = false
    var checkedReminderAvailability = false

    /// Builds the window of `application` over the model.
    init(application: UnsafeMutablePointer<GtkApplication>, dependencies: WindowDependencies) throws {
        builder = try Builder("MainWindow")
        window = try builder.object("window")
        model = dependencies.model
        dailyReminder = dependencies.dailyReminder
        settings = dependencies.settings
        pause = dependencies.pauseReminders
        checkReminderAvailability = dependencies.checkReminderAvailability
        clock = dependencies.clock
        dates = DueDateText(locale: UserLocale.current(), timeZone: dependencies.clock.timeZone)
        checklistList = try builder.object("checklist_list")
        itemList = try ItemList(builder: builder)
        itemsStack = try builder.object("items_stack")
        itemsHeading = try builder.object("items_heading")
        banner = try Banner(builder: builder)
        undoBar = try UndoBar(builder: builder)
        gtk_window_set_application(window, application)
        Signal.connectEvent(window, "delete-event") { [unowned self] _ in
            guard hidesOnClose else { return false }
            gtk_widget_hide(GObjectCast.widget(window))
            return true
        }
        try connectButtons()
        connectLists()
        addActions()
        dependencies.observeReminderProgress { [weak self] progress in self?.show(progress) }
    }

    /// Shows the window and brings it to the front, with the keyboard on the items.
    func present() {
        gtk_window_present(window)
        itemList.focus()
    }

    /// Reloads everything from the model, keeping the selection.
    func reload() {
        reloadChecklists()
    }

    /// Shows an error from the model in the window.
    func report(_ error: Error) {
        banner.show("\(error)", type: GTK_MESSAGE_ERROR)
    }

    private func connectButtons() throws {
        let buttons: [(String, () -> Void)] = [
            ("new_list_button", { [unowned self] in newChecklist() }),
            ("rename_list_button", { [unowned self] in renameChecklist() }),
            ("delete_list_button", { [unowned self] in deleteChecklist() }),
            ("new_item_button", { [unowned self] in newItem() }),
            ("edit_item_button", { [unowned self] in editSelectedItem() }),
            ("delete_item_button", { [unowned self] in deleteSelectedItem() }),
            ("settings_button", { [unowned self] in openSettings() }),
        ]
        for (id, handler) in buttons {
            let button: UnsafeMutablePointer<GtkButton> = try builder.object(id)
            Signal.connect(button, "clicked", handler)
        }
    }

    private func connectLists() {
        Signal.connect(checklistList, "row-selected") { [unowned self] (_: gpointer?) in
            guard !rebuilding else { return }
            selectedChecklistID = ListBoxes.selectedIndex(checklistList).map { checklistRows[$0].checklist.id }
            reloadItems()
        }
        itemList.onToggle = { [unowned self] item in toggle(item.id, !item.isChecked) }
        Signal.connect(itemList.view, "row-activated") { [unowned self] (_: gpointer?, _: gpointer?) in
            editSelectedItem()
        }
        Signal.connectEvent(itemList.view, "key-press-event") { [unowned self] event in
            guard let event else { return false }
            return handleItemKey(event)
        }
    }

    private func addActions() {
        Actions.add(to: window, name: "new-item") { [unowned self] in newItem() }
        Actions.add(to: window, name: "settings") { [unowned self] in openSettings() }
        Actions.add(to: window, name: "close") { [unowned self] in gtk_window_close(window) }
        addCalendarActions()
    }
}

extension MainWindow {
    /// A reminder came while the window is open: when it has focus, it shows the reminder
    /// in its banner too.
    func presentDelivered(title: String, body: String) {
        guard gtk_window_is_active(window) != 0, (try? settings.load().showBanners) ?? true else { return }
        banner.show([title, body].filter { !$0.isEmpty }.joined(separator: " "))
    }
}
