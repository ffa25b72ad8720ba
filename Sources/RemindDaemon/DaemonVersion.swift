/// remindd's release, the same as the Checklists app it ships with: `remindd --version`
/// prints it and `GetStatus` reports it as `version`.
public enum DaemonVersion {
    /// The release version, as in packaging/debian/changelog.
    public static let current = "0.1.0"
}
