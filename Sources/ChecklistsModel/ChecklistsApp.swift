/// The app's own name on the desktop.
public enum ChecklistsApp {
    /// The app's identifier: its GtkApplication id and bus name, its desktop file id, its
    /// icon's name, and the app identifier under which it schedules with remindd.
    public static let identifier = "org.checklists.Checklists"
}
