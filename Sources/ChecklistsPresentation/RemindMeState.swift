import ChecklistsModel

/// The item dialog's Remind Me switch and the reminders listed under it, without widgets.
///
/// The switch is on exactly when the item has reminders. Switching it on gives an item without
/// reminders what the list held before it was switched off in the same dialog, or else the
/// reminders of Settings' "New items remind", or else one at the due time. Removing the last
/// reminder switches it off.
public struct RemindMeState: Equatable, Sendable {
    /// The reminders, in the order they were added.
    public private(set) var reminders: [ItemAlarm]
    /// What the list held when the switch went off, to bring back when it goes on again.
    private var held: [ItemAlarm] = []
    /// Settings' "New items remind".
    private let defaults: [ItemAlarm]

    /// The state of an item with `reminders`; `defaults` are Settings' "New items remind".
    public init(reminders: [ItemAlarm], defaults: [ItemAlarm]) {
        self.reminders = reminders
        self.defaults = defaults
    }

    /// Whether the switch is on: the item has reminders.
    public var isOn: Bool { !reminders.isEmpty }

    /// Turns the switch on or off; the reminders follow as the type says.
    public mutating func set(on: Bool) {
        guard on != isOn else { return }
        if on {
            reminders = !held.isEmpty ? held : !defaults.isEmpty ? defaults : [.atDue]
        } else {
            held = reminders
            reminders = []
        }
    }

    /// Adds `alarm` unless the list has it already; returns whether it was added.
    @discardableResult
    public mutating func add(_ alarm: ItemAlarm) -> Bool {
        guard !reminders.contains(alarm) else { return false }
        reminders.append(alarm)
        return true
    }

    /// Removes `alarm`; the last one removed switches Remind Me off.
    public mutating func remove(_ alarm: ItemAlarm) {
        reminders.removeAll { $0 == alarm }
        if reminders.isEmpty { held = [] }
    }
}
