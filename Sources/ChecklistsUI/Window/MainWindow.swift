import CGtk
import ChecklistsModel
import ChecklistsPresentation
import Foundation
import LocalNotifications

/// The Checklists window, built from data/ui/MainWindow.ui, and the coordinator of its
/// parts: the lists on the left (`ListsSidebar`), the items on the right (`ItemsPane`), the
/// search, and the bars (`Banner`, `UndoBar`). The parts share a `WindowContext`; this class
/// wires them, shows the model in them (`reload`), and holds the window's own actions (the
/// menu, import and export, Settings, sync, the tray's requests, the answers to popups).
final class MainWindow {
    /// The window.
    let window: UnsafeMutablePointer<GtkWindow>
    /// What the parts share.
    let context: WindowContext
    /// The daily reminder setting, which Settings edits.
    let dailyReminder: DailyReminderController
    /// The lists on the left.
    let sidebar: ListsSidebar
    /// The items on the right.
    let itemsPane: ItemsPane
    /// The search bar.
    let search: SearchPanel
    /// Which tray the desktop offers now; the application sets it when it knows the bus.
    var probeTray: () -> TrayPresence = { .none }
    /// The other reminder programs running in the session, for Settings' Status.
    var probeOtherReminders: () -> [OtherReminders] = { [] }
    /// Runs after every reload with the tray's summary of the items.
    var onReload: (TraySummary) -> Void = { _ in }
    /// Whether closing the window hides it (a tray icon keeps the app) instead of quitting.
    var hidesOnClose = false
    /// The account work of Settings' Accounts section.
    let accounts: AccountsService
    /// Sync Now, once the application syncs (it does while an account is set up).
    var syncNow: (() -> Void)?
    /// Runs when an account was added in Settings, so that the application syncs from then on.
    var onAccountAdded: () -> Void = {}
    /// The Settings dialog while it is open: a sync's report refreshes its Accounts section.
    weak var settingsDialog: SettingsDialog?
    private let builder: Builder
    private let calendarFiles: CalendarFiles

    /// Builds the window of `application` over the model.
    init(application: UnsafeMutablePointer<GtkApplication>, dependencies: WindowDependencies) throws {
        builder = try Builder("MainWindow")
        window = try builder.object("window")
        context = WindowContext(
            window: window, dependencies: dependencies, banner: try Banner(builder: builder),
            undoBar: try UndoBar(builder: builder))
        dailyReminder = dependencies.dailyReminder
        accounts = dependencies.accounts
        sidebar = try ListsSidebar(builder: builder, context: context)
        itemsPane = try ItemsPane(builder: builder, context: context)
        search = try SearchPanel(builder: builder, window: window)
        calendarFiles = CalendarFiles(context: context)
        gtk_window_set_application(window, application)
        context.reload = { [unowned self] in reload() }
        sidebar.onSelect = { [unowned self] in showItems() }
        itemsPane.newItemChecklist = { [unowned self] in sidebar.newItemChecklist }
        search.onChange = { [unowned self] in showItems() }
        search.onLeave = { [unowned self] in itemsPane.focus() }
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
        Actions.add(to: window, name: "new-item") { [unowned self] in itemsPane.newItem() }
        Actions.add(to: window, name: "settings") { [unowned self] in openSettings() }
        Actions.add(to: window, name: "close") { [unowned self] in gtk_window_close(window) }
        try addMenuActions(builder: builder)
        context.reminders.onProgress = { [weak self] progress in self?.context.banner.show(progress) }
    }

    /// How the window writes dates, which the tray shares.
    var dates: DueDateText { context.dates }

    /// Runs after every edit the user makes in the window (or through its popups), so that
    /// the sync sends it.
    var onLocalEdit: () -> Void {
        get { context.onLocalEdit }
        set { context.onLocalEdit = newValue }
    }

    /// Shows the window and brings it to the front, with the keyboard on the items.
    func present() {
        gtk_window_present(window)
        itemsPane.focus()
    }

    /// Shows the model again everywhere: the lists with their counts, the selected list's
    /// items (the selection kept), and the tray's summary.
    func reload() {
        do {
            let items = try context.model.allItems()
            try sidebar.reload(items: items)
            showItems()
            onReload(TraySummary(items: items, now: context.clock.now, timeZone: context.clock.timeZone))
        } catch {
            report(error)
        }
    }

    /// Shows an error from the model in the window.
    func report(_ error: Error) {
        context.report(error)
    }

    /// Shows in the items pane what the search finds, or the selected smart list's or
    /// checklist's items.
    private func showItems() {
        do {
            itemsPane.show(try itemsShown())
        } catch {
            report(error)
        }
    }

    /// The search's results, the selected smart list's or the selected checklist's items,
    /// with their heading; items of several checklists say which one they are in.
    private func itemsShown() throws -> ItemsPane.Content {
        let model = context.model
        if let query = search.query {
            return ItemsPane.Content(
                heading: WindowWords.itemsMatching(query), empty: WindowWords.noMatches(query),
                items: ItemSearch(query).results(in: try model.allItems()), checklistNames: sidebar.checklistNames)
        }
        if let list = sidebar.selectedSmartList {
            let items = list.items(from: try model.allItems(), now: context.clock.now, timeZone: context.clock.timeZone)
            return ItemsPane.Content(
                heading: WindowWords.itemsIn(list), empty: WindowWords.nothingIn(list), items: items,
                checklistNames: sidebar.checklistNames)
        }
        guard let checklist = sidebar.selectedChecklist else {
            return ItemsPane.Content(heading: WindowWords.itemsHeading, empty: WindowWords.noItemsYet, items: [])
        }
        return ItemsPane.Content(
            heading: WindowWords.itemsOf(checklist.name), empty: WindowWords.noItemsYet,
            items: try model.items(in: checklist.id))
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
}
