/// How a file says that a task repeats from when it was done rather than from its due date:
/// iCalendar has no property for it, so Checklists writes one of its own, which other apps
/// keep as an unknown property.
enum RepeatFromCompletion {
    /// The property's name.
    static let property = "X-CHECKLISTS-REPEAT-FROM"
    /// Its value.
    static let value = "COMPLETION"
}
