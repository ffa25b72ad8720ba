import CGtk
import ChecklistsModel
import ChecklistsPresentation
import Foundation

/// The item dialog's Remind Me switch and, while it is on, the reminders under it: a list with
/// a remove button on each row, and the Add Reminder menu (at the due time, some minutes, an
/// hour or a day before, or at a date and time typed in an entry and read as a phrase), and
/// "Wake the computer", "Remind again every N minutes until I respond" and "Ring until I
/// respond" for them. What
/// the switch does to the reminders is `RemindMeState`'s.
final class ReminderListEditor {
    private let remindSwitch: UnsafeMutablePointer<GtkSwitch>
    private let list: UnsafeMutablePointer<GtkListBox>
    private let addButton: UnsafeMutablePointer<GtkWidget>
    private let entry: UnsafeMutablePointer<GtkEntry>
    private let feedback: UnsafeMutablePointer<GtkLabel>
    private let wakeCheck: UnsafeMutablePointer<GtkToggleButton>
    private let nagBox: UnsafeMutablePointer<GtkWidget>
    private let nagCheck: UnsafeMutablePointer<GtkToggleButton>
    private let nagMinutes: UnsafeMutablePointer<GtkSpinButton>
    private let ringCheck: UnsafeMutablePointer<GtkToggleButton>
    private let dates: DueDateText
    private let now: () -> Date
    private var state: RemindMeState
    /// Set while the switch is moved to agree with the state, so that its signal is not taken
    /// for the user's.
    private var syncing = false
    /// The reminders, in the order they were added; none while Remind Me is off.
    var reminders: [ItemAlarm] { state.reminders }
    /// Runs when the user switches Remind Me on.
    var onSwitchedOn: () -> Void = {}
    /// Whether the reminders wake the computer from suspend: never without reminders.
    var wakesComputer: Bool { state.isOn && gtk_toggle_button_get_active(wakeCheck) != 0 }
    /// How often, in seconds, a reminder's popup comes again until the user responds: nil
    /// when unchecked, and without reminders.
    var nagInterval: Int? {
        guard state.isOn, gtk_toggle_button_get_active(nagCheck) != 0 else { return nil }
        return Int(gtk_spin_button_get_value_as_int(nagMinutes)) * 60
    }

    /// Whether a reminder rings like an alarm until the user responds: never without reminders.
    var ringsAlarm: Bool { state.isOn && gtk_toggle_button_get_active(ringCheck) != 0 }

    /// The menu's choices before the due time: the menu item's id and the seconds.
    private static let leads = [
        ("add_at_due", 0), ("add_5_minutes", 300), ("add_15_minutes", 900), ("add_30_minutes", 1_800),
        ("add_1_hour", 3_600), ("add_1_day", 86_400),
    ]

    /// Wires the switch, the list, the menu and the date entry of `builder`, showing
    /// `reminders`; switched on, an item without reminders gets `defaults` (Settings' "New
    /// items remind"). `nag` is the item's interval between repeated popups, in seconds;
    /// `rings` whether its reminders ring like an alarm.
    init(
        builder: Builder, reminders: [ItemAlarm], defaults: [ItemAlarm], wakes: Bool, nag: Int?,
        rings: Bool, dates: DueDateText, now: @escaping () -> Date
    ) throws {
        remindSwitch = try builder.object("remind_switch")
        list = try builder.object("reminder_list")
        addButton = try builder.widget("add_reminder_button")
        entry = try builder.object("reminder_entry")
        feedback = try builder.object("reminder_feedback")
        wakeCheck = try builder.object("wake_check")
        gtk_toggle_button_set_active(wakeCheck, wakes ? 1 : 0)
        nagBox = try builder.widget("nag_box")
        nagCheck = try builder.object("nag_check")
        nagMinutes = try builder.object("nag_minutes")
        gtk_toggle_button_set_active(nagCheck, nag == nil ? 0 : 1)
        if let nag { gtk_spin_button_set_value(nagMinutes, Double(max(nag / 60, 1))) }
        ringCheck = try builder.object("ring_check")
        gtk_toggle_button_set_active(ringCheck, rings ? 1 : 0)
        state = RemindMeState(reminders: reminders, defaults: defaults)
        self.dates = dates
        self.now = now
        for (id, seconds) in Self.leads {
            let item: UnsafeMutablePointer<GtkMenuItem> = try builder.object(id)
            Signal.connect(item, "activate") { [unowned self] in add(.beforeDue(seconds: seconds)) }
        }
        let atDate: UnsafeMutablePointer<GtkMenuItem> = try builder.object("add_at_date")
        Signal.connect(atDate, "activate") { [unowned self] in askForDate() }
        Signal.connect(entry, "changed") { [unowned self] in showReading() }
        Signal.connect(entry, "activate") { [unowned self] in addTypedDate() }
        Signal.connect(remindSwitch, "notify::active") { [unowned self] (_: gpointer?) in switched() }
        rebuild()
    }

    /// Lets the user turn waking on only when remindd can wake the computer, saying why not
    /// in the tooltip (`reason`, nil when it can); an item that wakes already may still turn
    /// it off.
    func allowWaking(_ reason: String?) {
        let widget = GObjectCast.widget(wakeCheck)
        let checked = gtk_toggle_button_get_active(wakeCheck) != 0
        gtk_widget_set_sensitive(widget, reason == nil || checked ? 1 : 0)
        gtk_widget_set_tooltip_text(widget, reason ?? WindowWords.wakeTooltip)
    }

    /// Adds `alarm` unless the list has it already.
    func add(_ alarm: ItemAlarm) {
        guard state.add(alarm) else { return }
        rebuild()
    }

    private func switched() {
        guard !syncing else { return }
        let on = gtk_switch_get_active(remindSwitch) != 0
        state.set(on: on)
        if !on { hideDateEntry() }
        rebuild()
        if on { onSwitchedOn() }
    }

    private func askForDate() {
        gtk_widget_set_visible(GObjectCast.widget(entry), 1)
        gtk_widget_set_visible(GObjectCast.widget(feedback), 1)
        showReading()
        gtk_widget_grab_focus(GObjectCast.widget(entry))
    }

    private func reading() -> FieldReading<DuePhrase> {
        let text = String(cString: gtk_entry_get_text(entry))
        let reading = DueField.read(text, dates: dates, now: now())
        if case .understood(let phrase, _) = reading, phrase.rule != nil {
            return .refused(WindowWords.reminderRepeats(text.trimmingCharacters(in: .whitespaces)))
        }
        if case .understood(let phrase, _) = reading {
            return .understood(phrase, said: ReminderText.text(.at(moment(of: phrase)), dates: dates))
        }
        return reading
    }

    private func showReading() {
        gtk_label_set_text(feedback, reading().feedback)
    }

    private func addTypedDate() {
        guard let phrase = reading().value else { return }
        add(.at(moment(of: phrase)))
        hideDateEntry()
    }

    private func hideDateEntry() {
        gtk_entry_set_text(entry, "")
        gtk_widget_set_visible(GObjectCast.widget(entry), 0)
        gtk_widget_set_visible(GObjectCast.widget(feedback), 0)
    }

    /// A day without a time reminds at the hour the model uses for such days.
    private func moment(of phrase: DuePhrase) -> Date {
        guard phrase.isAllDay else { return phrase.date }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = dates.timeZone
        return calendar.date(bySettingHour: ItemReminder.allDayHour, minute: 0, second: 0, of: phrase.date)
            ?? phrase.date
    }

    private func remove(_ alarm: ItemAlarm) {
        state.remove(alarm)
        rebuild()
    }

    /// Rebuilds the rows (a handful at most, so rebuilding is simpler than patching) and
    /// shows the switch, the list and Add Reminder as the state says.
    private func rebuild() {
        syncing = true
        gtk_switch_set_active(remindSwitch, state.isOn ? 1 : 0)
        syncing = false
        Containers.forEachChild(GObjectCast.cast(list)) { gtk_widget_destroy($0) }
        gtk_widget_set_visible(GObjectCast.widget(list), state.isOn ? 1 : 0)
        gtk_widget_set_visible(addButton, state.isOn ? 1 : 0)
        gtk_widget_set_visible(GObjectCast.widget(wakeCheck), state.isOn ? 1 : 0)
        gtk_widget_set_visible(nagBox, state.isOn ? 1 : 0)
        gtk_widget_set_visible(GObjectCast.widget(ringCheck), state.isOn ? 1 : 0)
        for alarm in reminders {
            if let row = row(for: alarm) { gtk_container_add(GObjectCast.cast(list), row) }
        }
    }

    /// One reminder's row: its text and a remove button.
    private func row(for alarm: ItemAlarm) -> UnsafeMutablePointer<GtkWidget>? {
        let text = ReminderText.text(alarm, dates: dates)
        guard let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6), let label = gtk_label_new(text),
            let button = gtk_button_new_from_icon_name("list-remove-symbolic", GTK_ICON_SIZE_BUTTON),
            let row = gtk_list_box_row_new()
        else { return nil }
        gtk_label_set_xalign(GObjectCast.cast(label), 0)
        gtk_widget_set_hexpand(label, 1)
        gtk_widget_set_margin_start(label, 6)
        gtk_button_set_relief(GObjectCast.cast(button), GTK_RELIEF_NONE)
        gtk_widget_set_tooltip_text(button, WindowWords.removeReminder)
        atk_object_set_name(gtk_widget_get_accessible(button), WindowWords.removeReminder)
        atk_object_set_description(gtk_widget_get_accessible(button), text)
        Signal.connect(button, "clicked") { [unowned self] in remove(alarm) }
        gtk_container_add(GObjectCast.cast(box), label)
        gtk_container_add(GObjectCast.cast(box), button)
        gtk_list_box_row_set_activatable(GObjectCast.cast(row), 0)
        atk_object_set_name(gtk_widget_get_accessible(row), text)
        gtk_container_add(GObjectCast.cast(row), box)
        gtk_widget_show_all(row)
        return row
    }
}
