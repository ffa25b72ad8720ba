import Foundation

/// The orders the window and the command line show: checklists by name regardless of case,
/// items by due date (items without one last), ties by ID.
enum ItemOrdering {
    /// The form of a name that is compared: lowercased.
    static func key(_ name: String) -> String {
        name.lowercased()
    }

    /// Whether checklist `a` comes before `b`: by name regardless of case, then by ID.
    static func checklists(_ a: Checklist, _ b: Checklist) -> Bool {
        let (left, right) = (key(a.name), key(b.name))
        return left != right ? left < right : a.id < b.id
    }

    /// Whether item `a` comes before `b` within a checklist: by due date, items without
    /// one after those with one, then by ID.
    static func items(_ a: ChecklistItem, _ b: ChecklistItem) -> Bool {
        switch (a.dueDate, b.dueDate) {
        case (let left?, let right?) where left != right: left < right
        case (.some, nil): true
        case (nil, .some): false
        default: a.id < b.id
        }
    }
}
