import Translations

/// The line under Settings' accounts that says what was just done.
public enum AccountNotes {
    /// After Add Account.
    public static func added(_ url: String) -> String { tr("Added the account at %s and synced it.", url) }
    /// After Remove: the checklists stay.
    public static func removed(_ url: String) -> String {
        tr("Removed the account at %s: its checklists stay here, no longer synced.", url)
    }
}
