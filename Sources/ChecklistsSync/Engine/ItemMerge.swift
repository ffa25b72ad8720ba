import ChecklistsICalendar
import ChecklistsModel
import Foundation

/// The three-way merge of an item changed on both sides: each property is compared with
/// the copy both sides last agreed on (the base). A property changed on one side only takes
/// that side; changed on both to different values, the side changed last (LAST-MODIFIED)
/// wins. Without a base (the same UID met for the first time), every differing property is
/// changed on both sides.
enum ItemMerge {
    /// The properties the merge compares one by one; a due date is its instant, zone and
    /// all-day flag together, a completion its state and time together.
    struct Fields: Equatable {
        /// SUMMARY.
        var text: String
        /// DESCRIPTION.
        var notes: String?
        /// DUE, with its zone and whether it is a day.
        var due: Due
        /// RRULE and whether it counts from completion; without the series' time kept
        /// beside a gap-shifted due date, which only this app keeps (applying keeps it).
        var recurrence: ItemRepeat?
        /// The VALARMs.
        var reminders: [ItemAlarm]
        /// Whether they wake the computer (X-CHECKLISTS-WAKE).
        var wakes: Bool
        /// How often a reminder's popup comes again until the user responds.
        var nag: Int?
        /// Whether a reminder rings like an alarm (X-CHECKLISTS-RING).
        var rings: Bool
        /// STATUS and COMPLETED.
        var completion: Completion
        /// The kept iCalendar lines of other apps, without `SEQUENCE`: a revision count
        /// that each write here raises is no change of the task.
        var extraProperties: [String]
        /// DTSTART, before the due date.
        var start: ItemStart?

        /// A due date with its zone and all-day flag.
        struct Due: Equatable {
            /// The instant.
            var date: Date?
            /// Its zone; nil for floating.
            var zone: String?
            /// Whether it is a day without a time.
            var allDay: Bool
        }

        /// Whether and when it was done.
        struct Completion: Equatable {
            /// Whether it is done.
            var checked: Bool
            /// When.
            var at: Date?
        }

        /// The fields of an item as stored here.
        init(_ item: ChecklistItem) {
            text = item.text
            notes = item.notes
            due = Due(date: item.dueDate, zone: item.dueTimeZone, allDay: item.dueIsAllDay)
            recurrence = item.recurrence
            recurrence?.timeOfDay = nil
            reminders = item.reminders
            wakes = item.wakesComputer
            nag = item.nagInterval
            rings = item.ringsAlarm
            completion = Completion(checked: item.isChecked, at: item.isChecked ? item.completedAt : nil)
            extraProperties = item.extraProperties.filter { !ResourceRevision.isSequence($0) }
            start = item.start
        }

        /// The fields of a server's copy, as the model would store them (`draft` checked).
        init(_ item: ImportedItem, draft: ItemDraft) {
            text = draft.text
            notes = draft.notes
            due = Due(date: draft.dueDate, zone: draft.dueTimeZone, allDay: draft.dueIsAllDay)
            recurrence = draft.recurrence
            reminders = draft.reminders
            wakes = draft.wakesComputer && !draft.reminders.isEmpty
            nag = draft.reminders.isEmpty ? nil : draft.nagInterval
            rings = draft.ringsAlarm && !draft.reminders.isEmpty
            completion = Completion(checked: item.isChecked, at: item.isChecked ? item.completedAt : nil)
            extraProperties = item.extraProperties.filter { !ResourceRevision.isSequence($0) }
            start = draft.dueDate == nil ? nil : item.start
        }

        /// The fields as an item to apply, changed at `modified`.
        func imported(uid: String, created: Date?, modified: Date) -> ImportedItem {
            ImportedItem(
                uid: uid,
                draft: ItemDraft(
                    text: text, notes: notes, dueDate: due.date, dueTimeZone: due.zone, dueIsAllDay: due.allDay,
                    recurrence: recurrence, reminders: reminders, wakesComputer: wakes, nagInterval: nag,
                    ringsAlarm: rings),
                isChecked: completion.checked, completedAt: completion.at, created: created, modified: modified,
                extraProperties: extraProperties, start: start)
        }
    }

    /// Merges `local` and `remote` against `base`; `localIsLater` says which side changed
    /// last, for properties changed on both.
    static func merge(base: Fields?, local: Fields, remote: Fields, localIsLater: Bool) -> Fields {
        func pick<T: Equatable>(_ path: WritableKeyPath<Fields, T>) -> T {
            let mine = local[keyPath: path]
            let theirs = remote[keyPath: path]
            guard mine != theirs else { return mine }
            if let base {
                if base[keyPath: path] == mine { return theirs }
                if base[keyPath: path] == theirs { return mine }
            }
            return localIsLater ? mine : theirs
        }
        var merged = local
        merged.text = pick(\.text)
        merged.notes = pick(\.notes)
        merged.due = pick(\.due)
        merged.recurrence = pick(\.recurrence)
        merged.reminders = pick(\.reminders)
        merged.wakes = pick(\.wakes)
        merged.nag = pick(\.nag)
        merged.rings = pick(\.rings)
        merged.completion = pick(\.completion)
        merged.extraProperties = pick(\.extraProperties)
        merged.start = pick(\.start)
        return merged
    }
}
