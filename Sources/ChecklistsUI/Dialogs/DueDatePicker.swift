import CGtk
import ChecklistsPresentation
import Foundation

/// The calendar popover beside the due-date entry: a calendar and hour and minute fields
/// that follow what is typed and write back what is picked.
final class DueDatePicker {
    private let entry: UnsafeMutablePointer<GtkEntry>
    private let calendar: UnsafeMutablePointer<GtkCalendar>
    private let hour: UnsafeMutablePointer<GtkSpinButton>
    private let minute: UnsafeMutablePointer<GtkSpinButton>
    private let dates: DueDateText
    private var syncing = false
    /// The date shown when the entry holds no readable date.
    let fallback: Date

    /// Wires the popover of `builder` to `entry`.
    init(builder: Builder, entry: UnsafeMutablePointer<GtkEntry>, dates: DueDateText, fallback: Date) throws {
        self.entry = entry
        self.dates = dates
        self.fallback = fallback
        calendar = try builder.object("calendar")
        hour = try builder.object("hour")
        minute = try builder.object("minute")
        let popover: UnsafeMutablePointer<GtkPopover> = try builder.object("calendar_popover")
        Signal.connect(popover, "show") { [self] in showEntryDate() }
        Signal.connect(calendar, "day-selected") { [self] in writeBack() }
        Signal.connect(hour, "value-changed") { [self] in writeBack() }
        Signal.connect(minute, "value-changed") { [self] in writeBack() }
    }

    private var calendarSystem: Calendar {
        var system = Calendar(identifier: .gregorian)
        system.timeZone = dates.timeZone
        return system
    }

    private func showEntryDate() {
        let date = dates.parse(String(cString: gtk_entry_get_text(entry))) ?? fallback
        let parts = calendarSystem.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        syncing = true
        gtk_calendar_select_month(
            calendar, guint(clamping: (parts.month ?? 1) - 1), guint(clamping: parts.year ?? 2000))
        gtk_calendar_select_day(calendar, guint(clamping: parts.day ?? 1))
        gtk_spin_button_set_value(hour, Double(parts.hour ?? 0))
        gtk_spin_button_set_value(minute, Double(parts.minute ?? 0))
        syncing = false
    }

    private func writeBack() {
        guard !syncing else { return }
        var year: guint = 0
        var month: guint = 0
        var day: guint = 0
        gtk_calendar_get_date(calendar, &year, &month, &day)
        let parts = DateComponents(
            year: Int(year), month: Int(month) + 1, day: Int(day),
            hour: Int(gtk_spin_button_get_value_as_int(hour)), minute: Int(gtk_spin_button_get_value_as_int(minute)))
        guard let date = calendarSystem.date(from: parts) else { return }
        gtk_entry_set_text(entry, dates.display(date))
    }
}
