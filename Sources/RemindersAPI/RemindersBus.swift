/// The names under which remindd serves its API on the session bus.
public enum RemindersBus {
    /// The well-known bus name remindd owns; one instance per session.
    public static let busName = "org.checklists.Remindd"
    /// The object path of the API.
    public static let objectPath = "/org/checklists/Remindd"
    /// The interface name.
    public static let interfaceName = "org.checklists.Remindd1"
    /// The D-Bus error name for a bad argument; its message says what was wrong.
    public static let invalidArgumentError = "org.checklists.Remindd.Error.InvalidArgument"
    /// The D-Bus error name for a failure of remindd itself (such as storage).
    public static let failedError = "org.checklists.Remindd.Error.Failed"
    /// The app identifier of Checklists, also its desktop file id.
    public static let checklistsAppIdentifier = "org.checklists.Checklists"
}
