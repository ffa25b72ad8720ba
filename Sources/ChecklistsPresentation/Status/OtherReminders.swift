/// Another program of the session that pops up reminders of tasks itself: with the same task
/// lists synced to it, a task's reminder comes twice, from it and from remindd.
public enum OtherReminders: String, CaseIterable, Sendable, Equatable {
    /// GNOME's `evolution-alarm-notify` (evolution-data-server), for Evolution's and GNOME
    /// Calendar's task lists.
    case evolution = "org.gnome.Evolution-alarm-notify"
    /// KDE's `kalendarac`, for the task lists of KOrganizer and Merkuro.
    case kalendarac = "org.kde.kalendarac"

    /// The bus name it owns on the session bus while it runs.
    public var busName: String { rawValue }

    /// Its name, as the user knows it.
    public var name: String {
        switch self {
        case .evolution: StatusWords.evolutionReminders
        case .kalendarac: StatusWords.kdeReminders
        }
    }
}
