import CGtk
import ChecklistsModel
import ChecklistsPresentation
import Foundation
import Translations

/// What the Settings dialog edits.
struct SettingsEdit: Equatable {
    /// The daily reminder.
    var dailyReminder: DailyReminder
    /// The snooze length in minutes.
    var snoozeMinutes: Int
    /// Whether item reminders play a sound.
    var playSound: Bool
    /// Whether reminders also show in the window.
    var showBanners: Bool
    /// Whether the app starts in the tray at login.
    var startAtLogin: Bool
    /// A new item's reminders, as seconds before the due time.
    var defaultReminders: [Int]
}

/// The Settings dialog, from data/ui/SettingsDialog.ui: the daily reminder's switch, its
/// time of day in the locale's clock (shown while the switch is on) and its texts; then
/// start at login, the snooze length, sound and in-window banners; then the reminders a new
/// item starts with; then the Accounts section (`accounts`) and the Status section
/// (`showStatus`).
final class SettingsDialog {
    private let builder: Builder
    private let dialog: UnsafeMutablePointer<GtkDialog>
    private let dailySwitch: UnsafeMutablePointer<GtkSwitch>
    private let hour: UnsafeMutablePointer<GtkSpinButton>
    private let minute: UnsafeMutablePointer<GtkSpinButton>
    private let period: UnsafeMutablePointer<GtkComboBoxText>
    private let titleEntry: UnsafeMutablePointer<GtkEntry>
    private let bodyEntry: UnsafeMutablePointer<GtkEntry>
    private let errorLabel: UnsafeMutablePointer<GtkLabel>
    private let statusGrid: UnsafeMutablePointer<GtkGrid>
    /// The Accounts section.
    let accounts: AccountsSection
    /// Whether the dialog was destroyed: a late status answer then has nowhere to go.
    private(set) var isClosed = false
    private let loginSwitch: UnsafeMutablePointer<GtkSwitch>
    private let snooze: UnsafeMutablePointer<GtkSpinButton>
    private let soundSwitch: UnsafeMutablePointer<GtkSwitch>
    private let bannerSwitch: UnsafeMutablePointer<GtkSwitch>
    private let dependentRows: [UnsafeMutablePointer<GtkWidget>]
    /// The default-reminder check buttons, with the seconds before the due time of each.
    private let reminderChecks: [(UnsafeMutablePointer<GtkToggleButton>, Int)]
    /// Default reminders the file holds that no check button offers; kept as they are.
    private let otherReminders: [Int]
    private let clock: TimeOfDayFormat
    private let original: DailyReminder

    /// Saves the settings; returns a message to show (the dialog stays open), or nil to close.
    var onSave: (SettingsEdit) -> String? = { _ in nil }

    /// Builds the dialog showing `current`, with the hour field in `clock`'s format.
    init(parent: UnsafeMutablePointer<GtkWindow>, current: SettingsEdit, clock: TimeOfDayFormat) throws {
        let builder = try Builder("SettingsDialog")
        self.builder = builder
        dialog = try builder.object("dialog")
        dailySwitch = try builder.object("daily_switch")
        hour = try builder.object("hour")
        minute = try builder.object("minute")
        period = try builder.object("period")
        titleEntry = try builder.object("title_entry")
        bodyEntry = try builder.object("body_entry")
        errorLabel = try builder.object("error_label")
        statusGrid = try builder.object("status_grid")
        accounts = try AccountsSection(builder: builder)
        loginSwitch = try builder.object("login_switch")
        snooze = try builder.object("snooze")
        soundSwitch = try builder.object("sound_switch")
        bannerSwitch = try builder.object("banner_switch")
        dependentRows = try ["time_label", "time_box", "title_label", "title_entry", "body_label", "body_entry"]
            .map { try builder.widget($0) }
        reminderChecks = try SettingsDialog.reminderChoices.map { (try builder.object($0.id), $0.seconds) }
        otherReminders = current.defaultReminders.filter { seconds in
            !SettingsDialog.reminderChoices.contains { $0.seconds == seconds }
        }
        self.clock = clock
        original = current.dailyReminder
        gtk_window_set_transient_for(GObjectCast.cast(dialog), parent)
        // The keyboard's focus scrolls the settings into view on a short screen.
        let scroll: UnsafeMutablePointer<GtkScrolledWindow> = try builder.object("scroll")
        let grid: UnsafeMutablePointer<GtkContainer> = try builder.object("settings_grid")
        gtk_container_set_focus_vadjustment(grid, gtk_scrolled_window_get_vadjustment(scroll))
        for (widget, name) in [
            (dailySwitch, tr("Daily Reminder")), (loginSwitch, tr("Start at login")), (soundSwitch, tr("Play sound")),
            (bannerSwitch, tr("Show reminders in the window")),
        ] {
            atk_object_set_name(gtk_widget_get_accessible(GObjectCast.widget(widget)), name)
        }
        show(current.dailyReminder)
        gtk_switch_set_active(loginSwitch, current.startAtLogin ? 1 : 0)
        gtk_spin_button_set_value(snooze, Double(current.snoozeMinutes))
        gtk_switch_set_active(soundSwitch, current.playSound ? 1 : 0)
        gtk_switch_set_active(bannerSwitch, current.showBanners ? 1 : 0)
        for (check, seconds) in reminderChecks {
            gtk_toggle_button_set_active(check, current.defaultReminders.contains(seconds) ? 1 : 0)
        }
        Signal.connect(dailySwitch, "notify::active") { [self] (_: gpointer?) in updateRows() }
        Signal.connect(dialog, "destroy") { [weak self] in self?.isClosed = true }
        DialogResponse.handle(dialog, messageLabel: errorLabel) { [self] in
            onSave(edited).map { .explain($0) } ?? .close
        }
    }

    /// The dialog's window, the parent of the dialogs it opens.
    var window: UnsafeMutablePointer<GtkWindow> { GObjectCast.cast(dialog) }

    /// Shows the dialog with the keyboard on the switch.
    func present() {
        gtk_widget_show(GObjectCast.widget(dialog))
        gtk_widget_grab_focus(GObjectCast.widget(dailySwitch))
    }

    /// Shows the Status section's lines: each title beside what was found, and its advice,
    /// when there is one, under it.
    func showStatus(_ lines: [StatusLine]) {
        guard !isClosed else { return }
        Containers.forEachChild(GObjectCast.cast(statusGrid)) { gtk_widget_destroy($0) }
        var row: Int32 = 0
        for line in lines {
            if let title = Self.label(line.title, xalign: 1) {
                gtk_style_context_add_class(gtk_widget_get_style_context(title), "dim-label")
                gtk_grid_attach(statusGrid, title, 0, row, 1, 1)
            }
            gtk_grid_attach(statusGrid, Self.label(line.value, xalign: 0), 1, row, 1, 1)
            row += 1
            if let advice = line.advice, let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6) {
                if let icon = gtk_image_new_from_icon_name("dialog-warning-symbolic", GTK_ICON_SIZE_MENU) {
                    gtk_widget_set_valign(icon, GTK_ALIGN_START)
                    gtk_container_add(GObjectCast.cast(box), icon)
                }
                gtk_container_add(GObjectCast.cast(box), Self.label(advice, xalign: 0))
                gtk_grid_attach(statusGrid, box, 1, row, 1, 1)
                row += 1
            }
        }
        gtk_widget_show_all(GObjectCast.widget(statusGrid))
    }

    private static func label(_ text: String, xalign: Float) -> UnsafeMutablePointer<GtkWidget>? {
        guard let label = gtk_label_new(text) else { return nil }
        gtk_label_set_xalign(GObjectCast.cast(label), xalign)
        gtk_label_set_yalign(GObjectCast.cast(label), 0)
        gtk_label_set_line_wrap(GObjectCast.cast(label), 1)
        gtk_label_set_max_width_chars(GObjectCast.cast(label), 48)
        return label
    }

    private func show(_ reminder: DailyReminder) {
        let range = clock.hourRange
        gtk_spin_button_set_range(hour, Double(range.lowerBound), Double(range.upperBound))
        let shown = clock.display(hour: reminder.hour)
        gtk_spin_button_set_value(hour, Double(shown.hour))
        gtk_spin_button_set_value(minute, Double(reminder.minute))
        gtk_widget_set_visible(GObjectCast.widget(period), clock.usesTwelveHours ? 1 : 0)
        gtk_combo_box_set_active_id(GObjectCast.cast(period), shown.isPM ? "pm" : "am")
        gtk_entry_set_text(titleEntry, reminder.title)
        gtk_entry_set_text(bodyEntry, reminder.body)
        gtk_switch_set_active(dailySwitch, reminder.isOn ? 1 : 0)
        updateRows()
    }

    /// The time and the texts matter only while the switch is on.
    private func updateRows() {
        let on = gtk_switch_get_active(dailySwitch) != 0
        for row in dependentRows { gtk_widget_set_visible(row, on ? 1 : 0) }
        gtk_widget_set_visible(GObjectCast.widget(period), on && clock.usesTwelveHours ? 1 : 0)
    }

    private var edited: SettingsEdit {
        gtk_spin_button_update(snooze)
        return SettingsEdit(
            dailyReminder: editedReminder, snoozeMinutes: Int(gtk_spin_button_get_value_as_int(snooze)),
            playSound: gtk_switch_get_active(soundSwitch) != 0, showBanners: gtk_switch_get_active(bannerSwitch) != 0,
            startAtLogin: gtk_switch_get_active(loginSwitch) != 0,
            defaultReminders: (otherReminders
                + reminderChecks.filter { gtk_toggle_button_get_active($0.0) != 0 }
                .map(\.1)).sorted())
    }

    /// The default reminders the dialog offers: the check button's id and its seconds.
    private static let reminderChoices = [
        (id: "default_at_due", seconds: 0), (id: "default_15_minutes", seconds: 900),
        (id: "default_1_hour", seconds: 3_600), (id: "default_1_day", seconds: 86_400),
    ]

    private var editedReminder: DailyReminder {
        gtk_spin_button_update(hour)
        gtk_spin_button_update(minute)
        var reminder = original
        reminder.isOn = gtk_switch_get_active(dailySwitch) != 0
        let isPM = gtk_combo_box_get_active_id(GObjectCast.cast(period)).map { String(cString: $0) == "pm" } ?? false
        reminder.hour = clock.hour(shown: Int(gtk_spin_button_get_value_as_int(hour)), isPM: isPM)
        reminder.minute = Int(gtk_spin_button_get_value_as_int(minute))
        reminder.title = String(cString: gtk_entry_get_text(titleEntry))
        reminder.body = String(cString: gtk_entry_get_text(bodyEntry))
        return reminder
    }
}
