import Translations

/// The words of imports and exports that a user reads, in one place for translation.
enum ICalendarWords {
    /// Why a task without a summary was left out.
    static let noSummary = tr("without a summary")
    /// Why events were left out.
    static let events = tr("events, which are not tasks")
    /// Why journal entries were left out.
    static let journals = tr("journal entries, which are not tasks")
    /// What is said of rules kept but not followed.
    static let rulesKept = tr("repeat rules Checklists cannot follow, kept as written")
    /// The line added to a sub-task's notes.
    static func subtaskOf(_ parent: String) -> String { "Sub-task of: \(parent)" }
}
