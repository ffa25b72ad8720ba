import ChecklistsICalendar
import ChecklistsModel
import Foundation
import LocalNotifications
import TestSupport

/// A model over a real SQLite file, a manual clock on Tuesday 2026-12-01 10:00 in Berlin,
/// and recorded reminders; with the import and export of this package over it.
final class CalendarHarness {
    /// Berlin.
    static let zone = TimeZone(identifier: "Europe/Berlin") ?? .gmt
    /// The folder of the database.
    let folder: TemporaryFolder
    /// The clock.
    let clock = ManualWallClock(now: CalendarHarness.date("2026-12-01 10:00"), timeZone: CalendarHarness.zone)
    /// The recorded reminder calls.
    let reminders = RecordingReminders()
    /// The model.
    let model: ChecklistsModel

    init() throws {
        folder = try TemporaryFolder()
        model = ChecklistsModel(database: try folder.openChecklistsDatabase(), reminders: reminders, clock: clock)
    }

    /// Adds to a new checklist `list` the item `text`, due at `due` with a reminder then and
    /// one 10 minutes before and given the option under test by `option`, and "Read", due at
    /// 21:00 with one reminder and no option; returns the requests scheduled for them.
    func addWithAndWithout(
        list: String, text: String, due: String, option: (inout ItemDraft) -> Void
    ) throws -> [NotificationRequest] {
        let checklist = try model.createChecklist(named: list)
        var draft = ItemDraft(
            text: text, dueDate: Self.date(due), reminders: [.atDue, .beforeDue(seconds: 600)])
        option(&draft)
        _ = try model.addItem(draft, to: checklist.id)
        _ = try model.addItem(
            ItemDraft(text: "Read", dueDate: Self.date("2026-12-01 21:00"), reminders: [.atDue]), to: checklist.id)
        return reminders.scheduled
    }

    /// A Berlin wall time (or one in `zone`) as a date.
    static func date(_ text: String, in zone: TimeZone = zone) -> Date {
        WallTime.date(text, in: zone)!
    }

    /// Reads `text` and imports it; returns the summary.
    @discardableResult
    func importText(_ text: String, list: String? = nil) throws -> ImportSummary {
        let contents = try ICalendarImport(localZone: Self.zone, now: clock.now).read(text, list: list)
        var summary = try model.importItems(contents.lists)
        for (reason, count) in contents.summary.skipped { summary.skip(reason, count: count) }
        summary.remarks.merge(contents.summary.remarks) { $0 + $1 }
        return summary
    }

    /// Every checklist with its items, as the export takes them.
    func lists() throws -> [(checklist: Checklist, items: [ChecklistItem])] {
        try model.checklists().map { ($0, try model.items(in: $0.id)) }
    }

    /// The export of every checklist.
    func exportText() throws -> String {
        ICalendarExport(localZone: Self.zone, now: clock.now).text(try lists())
    }

    /// The one item of the checklist `list` with `text`.
    func item(_ text: String, in list: String) throws -> ChecklistItem? {
        guard let checklist = try model.checklist(named: list) else { return nil }
        return try model.items(in: checklist.id).first { $0.text == text }
    }
}
