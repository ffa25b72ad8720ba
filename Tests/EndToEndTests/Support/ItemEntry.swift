import Foundation
import TestSupport

/// One entry of `checklists items --json`.
struct ItemEntry: Decodable, Equatable {
    /// The item's ID.
    var id: Int
    /// Its text.
    var text: String
    /// Its checklist's name.
    var list: String
    /// Whether it is checked off.
    var checked: Bool
    /// Its due date, ISO 8601, or nil.
    var due: String?
    /// Whether Remind Me is on.
    var remind: Bool
    /// Whether its reminders wake the computer (nil from a release without the key).
    var wake: Bool?
    /// Seconds between its reminders' popups until the user responds, or nil.
    var nag: Int?
    /// Whether its reminders ring like an alarm (nil from a release without the key).
    var ring: Bool?
    /// The zone its due time is kept in, or nil when it floats (or has no time).
    var zone: String?
}

extension TestSession {
    /// `checklists items --json`, decoded.
    func items() async throws -> [ItemEntry] {
        try ListingEntries.decode([ItemEntry].self, from: await run(["items", "--json"]))
    }

    /// `checklists lists --json`, as the checklist names.
    func listNames() async throws -> [String] {
        struct Entry: Decodable { var name: String }
        return try ListingEntries.decode([Entry].self, from: await run(["lists", "--json"])).map(\.name)
    }
}
