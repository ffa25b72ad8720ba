import ChecklistsICalendar
import ChecklistsModel
import Foundation
import FuzzSupport
import LocalNotifications

/// Fuzzes `checklists import`: the iCalendar reader (our lines and components over libical's
/// values) and what it hands the model.
///
/// The input is two bytes of zone, four of "now", then the file. The reader must answer with
/// the items or an error naming a line, never trap. Every item then goes through the checks
/// the model makes before it stores one; an item they accept with a repeat rule must give
/// its next occurrence without trapping.
@_cdecl("LLVMFuzzerTestOneInput")
public func iCalendarFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let zone = input.zone()
    let now = input.instant()
    let text = input.restText()
    guard let contents = try? ICalendarImport(localZone: zone, now: now).read(text) else { return 0 }
    for list in contents.lists {
        for item in list.items {
            guard let draft = try? DraftRules.checked(item.draft, zone: zone) else { continue }
            if let recurrence = draft.recurrence, let due = draft.dueDate {
                fuzzCheck(
                    (try? recurrence.rule.validated()) != nil, "an imported item has the invalid rule \(recurrence)")
                let itemZone = draft.dueTimeZone.flatMap(TimeZone.init(identifier:)) ?? zone
                _ = recurrence.rule.next(after: due, in: itemZone)
            }
        }
    }
    return 0
}
