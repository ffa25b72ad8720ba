/// Which notifications `cancel` and `clear-delivered` act on.
public enum IdentifierSelection: Equatable, Sendable {
    /// The notifications with these identifiers.
    case identifiers([String])
    /// All of the app's notifications.
    case all
}
