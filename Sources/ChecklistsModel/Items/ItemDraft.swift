import Foundation

/// What the user typed for a new or edited item: text, notes, due date, repeat and reminders.
public struct ItemDraft: Sendable, Hashable {
    /// The text; the model trims it and refuses it when empty, too long or multi-line.
    public var text: String
    /// The notes; the model stores empty notes as none.
    public var notes: String?
    /// The due date; the model keeps it to the minute (seconds are dropped).
    public var dueDate: Date?
    /// The due date's time zone identifier; nil for floating local time.
    public var dueTimeZone: String?
    /// Whether the due date is a day without a time.
    public var dueIsAllDay: Bool
    /// How the item repeats; the model refuses a repeat without a due date.
    public var recurrence: ItemRepeat?
    /// The reminders; relative ones need a due date.
    public var reminders: [ItemAlarm]
    /// Whether the computer is woken from suspend for the reminders; the model keeps it
    /// only while there are reminders.
    public var wakesComputer: Bool
    /// How often, in seconds, a reminder's popup comes again until the user responds; the
    /// model keeps it only while there are reminders, and refuses less than a minute.
    public var nagInterval: Int?
    /// Whether a reminder rings like an alarm until the user responds; the model keeps it
    /// only while there are reminders.
    public var ringsAlarm: Bool

    /// Creates a draft.
    public init(
        text: String, notes: String? = nil, dueDate: Date?, dueTimeZone: String? = nil, dueIsAllDay: Bool = false,
        recurrence: ItemRepeat? = nil, reminders: [ItemAlarm], wakesComputer: Bool = false, nagInterval: Int? = nil,
        ringsAlarm: Bool = false
    ) {
        self.text = text
        self.notes = notes
        self.dueDate = dueDate
        self.dueTimeZone = dueTimeZone
        self.dueIsAllDay = dueIsAllDay
        self.recurrence = recurrence
        self.reminders = reminders
        self.wakesComputer = wakesComputer
        self.nagInterval = nagInterval
        self.ringsAlarm = ringsAlarm
    }

    /// Creates a draft with at most one reminder, at the due time when `remindMe`.
    public init(text: String, dueDate: Date?, remindMe: Bool) {
        self.init(text: text, dueDate: dueDate, reminders: remindMe ? [.atDue] : [])
    }

    /// Remind Me: whether the draft has at least one reminder. Turning it on gives a draft
    /// without reminders one at its due time; turning it off removes them all.
    public var remindMe: Bool {
        get { !reminders.isEmpty }
        set { reminders = ItemAlarm.remindMe(newValue, keeping: reminders) }
    }
}
