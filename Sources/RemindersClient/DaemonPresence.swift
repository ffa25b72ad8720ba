/// Whether remindd is there on the session bus, as the bus itself says.
public enum DaemonPresence: Sendable, Equatable {
    /// remindd owns its bus name.
    case running
    /// remindd does not run, but the bus starts it (D-Bus activation) when a program calls it.
    case startable
    /// remindd does not run and the bus has no way to start it.
    case missing
}
