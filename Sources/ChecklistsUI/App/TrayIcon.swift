import CAppIndicator
import CGtk
import ChecklistsModel
import ChecklistsPresentation
import Foundation
import Translations

/// The tray icon (libayatana-appindicator: a StatusNotifierItem, or an XEmbed icon where
/// only such a tray exists) with its menu from data/ui/TrayMenu.ui.
final class TrayIcon {
    /// What the menu's entries do.
    struct Handlers {
        /// Show Checklists.
        var show: () -> Void
        /// One of the next due items was chosen.
        var openItem: (ChecklistItem) -> Void
        /// Pause Reminders until a time, or resume them (nil).
        var pause: (Date?) -> Void
        /// Settings.
        var settings: () -> Void
        /// Quit.
        var quit: () -> Void
    }

    private let builder: Builder
    private let indicator: OpaquePointer
    private let menu: UnsafeMutablePointer<GtkMenu>
    private let separator: UnsafeMutablePointer<GtkWidget>
    private var itemEntries: [UnsafeMutablePointer<GtkWidget>] = []
    private let handlers: Handlers
    private let dates: DueDateText

    /// Creates the icon and its menu.
    init(handlers: Handlers, dates: DueDateText, now: @escaping () -> Date) throws {
        builder = try Builder("TrayMenu")
        menu = try builder.object("menu")
        separator = try builder.widget("due_separator")
        self.handlers = handlers
        self.dates = dates
        // The icons' folder goes in before the icon is first drawn, so that a build folder
        // (not installed in the icon theme) shows its icon too.
        let icons = UIFiles.iconsDirectory()
        if let icons { Self.addToIconTheme(icons) }
        guard
            let indicator = app_indicator_new_with_path(
                ChecklistsApp.identifier, TraySummary.iconName,
                APP_INDICATOR_CATEGORY_APPLICATION_STATUS, icons)
        else { throw UIError.badInterface("cannot create the tray icon") }
        self.indicator = OpaquePointer(indicator)
        app_indicator_set_title(indicator, tr("Checklists"))
        app_indicator_set_status(indicator, APP_INDICATOR_STATUS_ACTIVE)
        app_indicator_set_menu(indicator, menu)
        let entries: [(String, () -> Void)] = [
            ("show_item", handlers.show),
            ("pause_hour_item", { handlers.pause(now().addingTimeInterval(3_600)) }),
            ("pause_tomorrow_item", { handlers.pause(Self.tomorrowMorning(after: now())) }),
            ("resume_item", { handlers.pause(nil) }),
            ("settings_item", handlers.settings),
            ("quit_item", handlers.quit),
        ]
        for (id, action) in entries {
            let entry: UnsafeMutablePointer<GtkMenuItem> = try builder.object(id)
            Signal.connect(entry, "activate", action)
        }
    }

    /// Adds `folder` to the search path of the default icon theme, unless it is there.
    ///
    /// The indicator would add it itself, but where no StatusNotifierItem host runs,
    /// libayatana-appindicator 0.5.92 falls back to a GtkStatusIcon and looks for the folder
    /// in the theme's search path with a loop that reads past the end of that list when the
    /// folder is missing (AddressSanitizer stopped the app there, reading the next page):
    /// with the folder present, the loop stops at it.
    private static func addToIconTheme(_ folder: String) {
        guard let theme = gtk_icon_theme_get_default() else { return }
        var path: UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>?
        var count: gint = 0
        gtk_icon_theme_get_search_path(theme, &path, &count)
        defer { g_strfreev(path) }
        let present = (0..<Int(count)).contains { index in path?[index].map { String(cString: $0) } == folder }
        if !present { gtk_icon_theme_append_search_path(theme, folder) }
    }

    /// Shows the counts, the icon and the next due items.
    func update(_ summary: TraySummary) {
        let pointer = UnsafeMutablePointer<AppIndicator>(indicator)
        app_indicator_set_icon_full(pointer, summary.iconName, summary.text)
        app_indicator_set_label(pointer, summary.dueTodayCount > 0 ? "\(summary.dueTodayCount)" : "", "99")
        app_indicator_set_title(pointer, tr("Checklists: %s", summary.text))
        for entry in itemEntries { gtk_widget_destroy(entry) }
        itemEntries = []
        for (offset, item) in summary.nextItems.enumerated() {
            let due = item.dueDate.map { " — \(dates.display($0))" } ?? ""
            guard let entry = gtk_menu_item_new_with_label(item.text + due) else { continue }
            Signal.connect(GObjectCast.cast(entry) as UnsafeMutablePointer<GtkMenuItem>, "activate") { [handlers] in
                handlers.openItem(item)
            }
            gtk_menu_shell_insert(GObjectCast.cast(menu), entry, gint(1 + offset))
            gtk_widget_show(entry)
            itemEntries.append(entry)
        }
        gtk_widget_set_visible(separator, itemEntries.isEmpty ? 0 : 1)
    }

    /// 08:00 tomorrow, local time: when "Until Tomorrow" ends a pause.
    static func tomorrowMorning(after now: Date) -> Date {
        let calendar = Calendar.current
        let tomorrow = calendar.date(byAdding: .day, value: 1, to: calendar.startOfDay(for: now)) ?? now
        return calendar.date(bySettingHour: 8, minute: 0, second: 0, of: tomorrow) ?? tomorrow
    }
}
