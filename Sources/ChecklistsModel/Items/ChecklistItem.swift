import Foundation

/// One item of a checklist: a line of text that can be checked off, with notes, a due date,
/// a way to repeat and reminders. It maps one to one onto an iCalendar `VTODO`.
public struct ChecklistItem: Sendable, Hashable {
    /// The item's number: unique, counting on across restarts and deletions. Its first
    /// reminder's request identifier is this number in decimal (see `ItemReminder`).
    public var id: Int64
    /// The checklist the item belongs to.
    public var checklistID: Int64
    /// The stable identifier other apps and servers know the item by (`UID`).
    public var uid: String
    /// The text (`SUMMARY`): trimmed, not empty, on one line.
    public var text: String
    /// Longer notes (`DESCRIPTION`), any number of lines; nil when none.
    public var notes: String?
    /// Whether the item is checked off (`STATUS:COMPLETED`).
    public var isChecked: Bool
    /// When it was checked off (`COMPLETED`); nil while unchecked.
    public var completedAt: Date?
    /// When the item (its current occurrence) is due, to the minute; nil when it has no due
    /// date. For a day without a time, the start of that day.
    public var dueDate: Date?
    /// The time zone the due time is kept in (`DUE;TZID=`); nil for floating local time,
    /// which follows the user's zone.
    public var dueTimeZone: String?
    /// Whether the due date is a day without a time (`DUE;VALUE=DATE`).
    public var dueIsAllDay: Bool
    /// How the item repeats (`RRULE`); nil when it does not.
    public var recurrence: ItemRepeat?
    /// The reminders (`VALARM`s), in the order they were given.
    public var reminders: [ItemAlarm]
    /// Whether the computer is woken from suspend for the reminders (remindd's
    /// `wake-system`; `X-CHECKLISTS-WAKE:TRUE` in each `VALARM`); false without reminders.
    public var wakesComputer: Bool
    /// How often, in seconds, a reminder's popup comes again until the user responds to it
    /// (remindd's `repeat-interval`; `REPEAT` and `DURATION` in each `VALARM`); nil when it
    /// comes once, and without reminders.
    public var nagInterval: Int?
    /// Whether a reminder rings like an alarm, its sound again and again until the user
    /// responds (remindd's `sound-loop`; `X-CHECKLISTS-RING:TRUE` in each `VALARM`); false
    /// without reminders.
    public var ringsAlarm: Bool
    /// When the item was made (`CREATED`).
    public var created: Date?
    /// When the item was last changed (`LAST-MODIFIED`).
    public var modified: Date?
    /// The iCalendar content lines of an imported item that Checklists does not use
    /// (`PRIORITY`, `CATEGORIES`, X- properties…), unfolded, written back unchanged on export.
    public var extraProperties: [String]
    /// The task's start (`DTSTART`), kept before the due date, which it moves with; nil when
    /// it has none.
    public var start: ItemStart?

    /// Creates an item value (the model makes them; tests and previews may too).
    public init(
        id: Int64, checklistID: Int64, uid: String = "", text: String, notes: String? = nil, isChecked: Bool,
        completedAt: Date? = nil, dueDate: Date?, dueTimeZone: String? = nil, dueIsAllDay: Bool = false,
        recurrence: ItemRepeat? = nil, reminders: [ItemAlarm] = [], created: Date? = nil, modified: Date? = nil,
        extraProperties: [String] = [], start: ItemStart? = nil, wakesComputer: Bool = false,
        nagInterval: Int? = nil, ringsAlarm: Bool = false
    ) {
        self.id = id
        self.checklistID = checklistID
        self.uid = uid
        self.text = text
        self.notes = notes
        self.isChecked = isChecked
        self.completedAt = completedAt
        self.dueDate = dueDate
        self.dueTimeZone = dueTimeZone
        self.dueIsAllDay = dueIsAllDay
        self.recurrence = recurrence
        self.reminders = reminders
        self.created = created
        self.modified = modified
        self.extraProperties = extraProperties
        self.start = start
        self.wakesComputer = wakesComputer && !reminders.isEmpty
        self.nagInterval = reminders.isEmpty ? nil : nagInterval
        self.ringsAlarm = ringsAlarm && !reminders.isEmpty
    }

    /// Creates an item with at most one reminder, at its due time when `remindMe`.
    public init(id: Int64, checklistID: Int64, text: String, isChecked: Bool, dueDate: Date?, remindMe: Bool) {
        self.init(
            id: id, checklistID: checklistID, text: text, isChecked: isChecked, dueDate: dueDate,
            reminders: remindMe ? [.atDue] : [])
    }

    /// Remind Me: whether the item has at least one reminder. Turning it on gives an item
    /// without reminders one at its due time; turning it off removes them all.
    public var remindMe: Bool {
        get { !reminders.isEmpty }
        set { reminders = ItemAlarm.remindMe(newValue, keeping: reminders) }
    }

    /// Whether the item is unchecked and its due date has passed at `now`; a day without a
    /// time is overdue once that day is over in `zone`.
    public func isOverdue(at now: Date, in zone: TimeZone = .current) -> Bool {
        guard !isChecked, let dueDate else { return false }
        guard dueIsAllDay else { return dueDate < now }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = dueTimeZone.flatMap(TimeZone.init(identifier:)) ?? zone
        return (calendar.date(byAdding: .day, value: 1, to: dueDate) ?? dueDate) <= now
    }

    /// What the item's editable fields hold, as a draft for `updateItem`.
    public var draft: ItemDraft {
        ItemDraft(
            text: text, notes: notes, dueDate: dueDate, dueTimeZone: dueTimeZone, dueIsAllDay: dueIsAllDay,
            recurrence: recurrence, reminders: reminders, wakesComputer: wakesComputer, nagInterval: nagInterval,
            ringsAlarm: ringsAlarm)
    }
}
