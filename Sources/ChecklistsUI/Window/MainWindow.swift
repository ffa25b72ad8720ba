import CGtk
import ChecklistsModel
import ChecklistsPresentation
import Foundation
import LocalNotifications

/// The Checklists window: a header bar with New Item, Search and the main menu; Today,
/// Upcoming and the checklists on the left, the selected list's items (or the search's
/// results) on the right; built from data/ui/MainWindow.ui. The model knows no widgets; this class turns its
/// answers into rows and the user's actions into its calls.
final class MainWindow {
    /// The window.
    let window: UnsafeMutablePointer<GtkWindow>
    let builder: Builder
    let model: ChecklistsModel
    let dailyReminder: DailyReminderController
    let settings: SettingsFile
    /// remindd, which the window never waits for.
    let reminders: any ReminderService
    /// Which tray the desktop offers now; the application sets it when it knows the bus.
    var probeTray: () -> TrayPresence = { .none }
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
    let emptyLabel: UnsafeMutablePointer<GtkLabel>
    let search: SearchPanel
    /// The buttons that act on the selected checklist, insensitive while a smart list shows.
    let checklistButtons: [UnsafeMutablePointer<GtkWidget>]
    let banner: Banner
    let undoBar: UndoBar
    var checklistRows: [ChecklistRow] = []
    /// The checklist selected, or the last one selected while a smart list shows (new
    /// items go there).
    var selectedChecklistID: Int64?
    /// The smart list selected, if one is.
    var selectedSmartList: SmartList?
    var rebuilding = false
    var checkedReminderAvailability = false

    /// Builds the window of `application` over the model.
    init(application: UnsafeMutablePointer<GtkApplication>, dependencies: WindowDependencies) throws {
        builder = try Builder("MainWindow")
        window = try builder.object("window")
        model = dependencies.model
        dailyReminder = dependencies.dailyReminder
        settings = dependencies.settings
        reminders = dependencies.reminders
        clock = dependencies.clock
        dates = DueDateText(locale: UserLocale.current(), timeZone: dependencies.clock.timeZone)
        checklistList = try builder.object("checklist_list")
        itemList = try ItemList(builder: builder)
        itemsStack = try builder.object("items_stack")
        itemsHeading = try builder.object("items_heading")
        emptyLabel = try builder.object("empty_label")
        search = try SearchPanel(builder: builder, window: window)
        let builder = self.builder
        checklistButtons = try ["rename_list_button", "delete_list_button"].map { try builder.widget($0) }
        banner = try Banner(builder: builder)
        undoBar = try UndoBar(builder: builder)
        gtk_window_set_application(window, application)
        Signal.connectEvent(window, "delete-event") { [unowned self] _ in
            guard hidesOnClose else { return false }
            gtk_widget_hide(GObjectCast.widget(window))
            return true
        }
        Signal.connectEvent(window, "key-press-event") { [unowned self] event in
            guard let event, Self.isSettingsMnemonic(event) else { return false }
            openSettings()
            return true
        }
        try connectButtons()
        connectLists()
        search.onChange = { [unowned self] in reloadItems() }
        search.onLeave = { [unowned self] in itemList.focus() }
        try addActions()
        reminders.onProgress = { [weak self] progress in self?.banner.show(progress) }
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

    /// Alt+S, the mnemonic of the Settings button the window had before the main menu, which
    /// still opens Settings (GTK 3 gives Alt and a letter to mnemonics only, not to
    /// application accelerators).
    private static func isSettingsMnemonic(_ event: UnsafeMutablePointer<GdkEvent>) -> Bool {
        var keyval: guint = 0
        var state = GdkModifierType(rawValue: 0)
        gdk_event_get_keyval(event, &keyval)
        gdk_event_get_state(event, &state)
        let modifiers = state.rawValue & gtk_accelerator_get_default_mod_mask().rawValue
        return modifiers == GDK_MOD1_MASK.rawValue && (keyval == GDK_KEY_s || keyval == GDK_KEY_S)
    }

    private func connectButtons() throws {
        let buttons: [(String, () -> Void)] = [
            ("new_list_button", { [unowned self] in newChecklist() }),
            ("rename_list_button", { [unowned self] in renameChecklist() }),
            ("delete_list_button", { [unowned self] in deleteChecklist() }),
            ("new_item_button", { [unowned self] in newItem() }),
            ("edit_item_button", { [unowned self] in editSelectedItem() }),
            ("delete_item_button", { [unowned self] in deleteSelectedItem() }),
        ]
        for (id, handler) in buttons {
            let button: UnsafeMutablePointer<GtkButton> = try builder.object(id)
            Signal.connect(button, "clicked", handler)
        }
    }

    private func connectLists() {
        Signal.connect(checklistList, "row-selected") { [unowned self] (_: gpointer?) in
            guard !rebuilding, let index = ListBoxes.selectedIndex(checklistList), checklistRows.indices.contains(index)
            else { return }
            let choice = checklistRows[index].choice
            selectedSmartList = choice.smartList
            if let checklist = choice.checklist { selectedChecklistID = checklist.id }
            reloadItems()
        }
        ListBoxes.separate(checklistList, before: SmartList.allCases.count)
        // The list box takes no focus itself: its mnemonic (Alt+H) puts the keyboard on the
        // selected row. The handler reads no argument, so the signal's boolean fits.
        Signal.connectEvent(checklistList, "mnemonic-activate") { [unowned self] _ in
            guard let row = gtk_list_box_get_selected_row(checklistList) else { return false }
            gtk_widget_grab_focus(GObjectCast.widget(row))
            return true
        }
        itemList.onToggle = { [unowned self] item in toggle(item.id, !item.isChecked) }
        itemList.onOpen = { [unowned self] item in editItem(item) }
        Signal.connectEvent(itemList.view, "key-press-event") { [unowned self] event in
            guard let event else { return false }
            return handleItemKey(event)
        }
    }

    private func addActions() throws {
        Actions.add(to: window, name: "new-item") { [unowned self] in newItem() }
        Actions.add(to: window, name: "settings") { [unowned self] in openSettings() }
        Actions.add(to: window, name: "close") { [unowned self] in gtk_window_close(window) }
        addCalendarActions()
        try addMenuActions()
    }
}

extension MainWindow {
    /// A reminder came while the window is open: when it has focus, it shows the reminder
    /// in its banner too, until the user answers its popup (see `respond(to:)`).
    func presentDelivered(_ request: NotificationRequest) {
        guard gtk_window_is_active(window) != 0, (try? settings.load().showBanners) ?? true else { return }
        let content = request.content
        banner.show(
            [content.title, content.body].filter { !$0.isEmpty }.joined(separator: " "), reminder: request.identifier)
    }
}
