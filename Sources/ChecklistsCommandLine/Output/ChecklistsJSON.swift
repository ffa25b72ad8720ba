import ChecklistsModel
import Foundation

/// The `--json` output of `lists` and `items`: one JSON array with sorted keys.
enum ChecklistsJSON {
    /// One checklist.
    struct ListEntry: Encodable, Equatable {
        /// The name.
        var name: String
        /// How many items are not checked off.
        var unchecked: Int
        /// The URL of the CalDAV account it syncs with, or nil (written as null).
        var account: String?

        private enum CodingKeys: String, CodingKey {
            case name, unchecked, account
        }

        /// Writes every key, `account` as null when the checklist is not synced.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(unchecked, forKey: .unchecked)
            try container.encode(account, forKey: .account)
        }
    }

    /// One reminder of an item: `{"before": seconds}` or `{"at": "ISO 8601"}`.
    struct ReminderEntry: Encodable, Equatable {
        /// Seconds before the due time, for a relative reminder.
        var before: Int?
        /// The date and time, for a fixed reminder.
        var at: String?
    }

    /// One item.
    struct ItemEntry: Encodable, Equatable {
        /// The item's ID.
        var id: Int64
        /// The item's stable UID (its iCalendar UID).
        var uid: String
        /// The text.
        var text: String
        /// The notes, or nil (written as null).
        var notes: String?
        /// The name of its checklist.
        var list: String
        /// Whether it is checked off.
        var checked: Bool
        /// The due date, ISO 8601 with the local UTC offset, or nil (written as null).
        var due: String?
        /// The repeat rule as RRULE text, or nil (written as null).
        var `repeat`: String?
        /// Whether Remind Me is on (the item has at least one reminder).
        var remind: Bool
        /// The reminders, in order.
        var reminders: [ReminderEntry]
        /// Whether the computer is woken from suspend for them.
        var wake: Bool
        /// The zone the due time is kept in ("Europe/Berlin", "UTC"), or nil (written as
        /// null) when it floats, is a day without a time, or there is none.
        var zone: String?
        /// How often, in seconds, a reminder's popup comes again until the user responds;
        /// null when it comes once.
        var nag: Int?
        /// Whether the reminders ring like an alarm until the user responds.
        var ring: Bool

        private enum CodingKeys: String, CodingKey {
            case id, uid, text, notes, list, checked, due, `repeat`, remind, reminders, wake, zone, nag, ring
        }

        /// Writes every key, the optional ones as null when absent.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(uid, forKey: .uid)
            try container.encode(text, forKey: .text)
            try container.encode(notes, forKey: .notes)
            try container.encode(list, forKey: .list)
            try container.encode(checked, forKey: .checked)
            try container.encode(due, forKey: .due)
            try container.encode(`repeat`, forKey: .repeat)
            try container.encode(remind, forKey: .remind)
            try container.encode(reminders, forKey: .reminders)
            try container.encode(wake, forKey: .wake)
            try container.encode(zone, forKey: .zone)
            try container.encode(nag, forKey: .nag)
            try container.encode(ring, forKey: .ring)
        }
    }

    private static func reminder(_ alarm: ItemAlarm, in zone: TimeZone) -> ReminderEntry {
        switch alarm {
        case .beforeDue(let seconds): ReminderEntry(before: seconds)
        case .at(let date): ReminderEntry(at: DateText.iso8601(date, in: zone))
        }
    }

    /// The array for checklists, in the given order.
    /// `accounts` maps checklist IDs to the URL of the account each syncs with.
    static func lists(_ lists: [Checklist], accounts: [Int64: String]) throws(CommandLineError) -> String {
        try JSONArray.text(
            lists.map { ListEntry(name: $0.name, unchecked: $0.uncheckedCount, account: accounts[$0.id]) })
    }

    /// The array for items, in the given order; `names` maps checklist IDs to names.
    static func items(
        _ items: [ChecklistItem], names: [Int64: String], in zone: TimeZone
    ) throws(CommandLineError)
        -> String
    {
        try JSONArray.text(
            items.map { item in
                ItemEntry(
                    id: item.id, uid: item.uid, text: item.text, notes: item.notes, list: names[item.checklistID] ?? "",
                    checked: item.isChecked, due: item.dueDate.map { DateText.iso8601($0, in: zone) },
                    repeat: item.recurrence.map { "RRULE:" + $0.rule.rrule }, remind: item.remindMe,
                    reminders: item.reminders.map { reminder($0, in: zone) }, wake: item.wakesComputer,
                    zone: item.dueDate == nil || item.dueIsAllDay ? nil : item.dueTimeZone, nag: item.nagInterval,
                    ring: item.ringsAlarm)
            })
    }
}
