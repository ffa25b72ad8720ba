import ChecklistsModel
import Foundation

/// What `checklists add` asks for.
public struct NewItem: Equatable, Sendable {
    /// The item's text, as typed (the model trims and checks it).
    public var text: String
    /// The checklist, created when missing; nil for the checklist named "Checklist".
    public var list: String?
    /// The due date, when given: an instant, or the start of a day without a time.
    public var due: Date?
    /// Whether the due date is a day without a time.
    public var dueIsAllDay: Bool
    /// The notes, when given.
    public var notes: String?
    /// How the item repeats, when it does.
    public var recurrence: ItemRepeat?
    /// The reminders, in the order given (`--remind` is the one at the due time).
    public var reminders: [ItemAlarm]
    /// Whether the computer is woken from suspend for them (`--wake`).
    public var wakesComputer: Bool
    /// The zone its due time is kept in, or nil for a floating one (`--floating`) or a day
    /// (see `ItemZone`).
    public var dueTimeZone: String?
    /// How often, in seconds, a reminder's popup comes again until the user responds.
    public var nagInterval: Int?
    /// Whether a reminder rings like an alarm until the user responds (`--ring`).
    public var ringsAlarm: Bool

    /// Creates the request.
    public init(
        text: String, list: String? = nil, due: Date? = nil, dueIsAllDay: Bool = false, notes: String? = nil,
        recurrence: ItemRepeat? = nil, reminders: [ItemAlarm] = [], wakesComputer: Bool = false,
        dueTimeZone: String? = nil, nagInterval: Int? = nil, ringsAlarm: Bool = false
    ) {
        self.text = text
        self.list = list
        self.due = due
        self.dueIsAllDay = dueIsAllDay
        self.notes = notes
        self.recurrence = recurrence
        self.reminders = reminders
        self.wakesComputer = wakesComputer
        self.dueTimeZone = dueTimeZone
        self.nagInterval = nagInterval
        self.ringsAlarm = ringsAlarm
    }

    /// The draft the model adds.
    var draft: ItemDraft {
        ItemDraft(
            text: text, notes: notes, dueDate: due, dueTimeZone: dueTimeZone, dueIsAllDay: dueIsAllDay,
            recurrence: recurrence, reminders: reminders, wakesComputer: wakesComputer, nagInterval: nagInterval,
            ringsAlarm: ringsAlarm)
    }
}
