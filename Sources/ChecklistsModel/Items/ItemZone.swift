import Foundation

/// The time zone an item's due time is kept in. A new item with a time is kept in the
/// user's zone, as Thunderbird and Tasks.org write tasks (`DUE;TZID=…`): another device, or
/// a server that fires alarms itself, reads the same instant wherever it is. A floating item
/// (no zone) keeps its time of day wherever the user is instead; a day without a time is
/// always floating.
public enum ItemZone {
    /// The zone to store for a due date typed in `localZone`: nil for a day without a time
    /// or a floating item, "UTC" for UTC and its aliases, else the zone's IANA name; nil
    /// also when the name cannot be read back.
    public static func identifier(for localZone: TimeZone, isAllDay: Bool, floating: Bool) -> String? {
        guard !isAllDay, !floating else { return nil }
        let name = localZone.identifier
        if ["UTC", "GMT", "Etc/UTC", "Etc/GMT", "Etc/Universal", "Etc/Zulu", "Universal", "Zulu"].contains(name) {
            return "UTC"
        }
        return TimeZone(identifier: name) == nil ? nil : name
    }

    /// Whether `draft` keeps its time of day wherever the user is: a time without a zone.
    public static func isFloating(_ draft: ItemDraft) -> Bool {
        draft.dueDate != nil && !draft.dueIsAllDay && draft.dueTimeZone == nil
    }
}
