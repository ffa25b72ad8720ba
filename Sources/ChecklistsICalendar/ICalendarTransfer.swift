import ChecklistsModel
import Foundation

/// Import and export as the command line and the window do them, over the model.
public enum ICalendarTransfer {
    /// Reads `text` and imports it, all or none, into the checklists it names (or `list`);
    /// the summary counts what the file left out too. Throws `ICalendarError` (naming the
    /// line) or `ChecklistsError`.
    public static func importText(
        _ text: String, list: String?, into model: ChecklistsModel, zone: TimeZone, now: Date
    ) throws -> ImportSummary {
        let contents = try ICalendarImport(localZone: zone, now: now).read(text, list: list)
        var summary = try model.importItems(contents.lists)
        for (reason, count) in contents.summary.skipped { summary.skip(reason, count: count) }
        summary.remarks.merge(contents.summary.remarks) { $0 + $1 }
        return summary
    }

    /// Every checklist (or the one named `list`) with its items, as iCalendar text.
    public static func exportText(
        list: String?, from model: ChecklistsModel, zone: TimeZone, now: Date
    ) throws
        -> String
    {
        let chosen: [Checklist]
        if let list {
            guard let checklist = try model.checklist(named: list) else { throw ChecklistsError.noSuchChecklist(list) }
            chosen = [checklist]
        } else {
            chosen = try model.checklists()
        }
        return ICalendarExport(localZone: zone, now: now).text(try chosen.map { ($0, try model.items(in: $0.id)) })
    }
}
