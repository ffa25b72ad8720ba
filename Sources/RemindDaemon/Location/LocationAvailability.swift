/// Whether the location service can give remindd locations; `GetStatus`'s `location`.
public enum LocationAvailability: String, Sendable, Equatable {
    /// The service is there and has not refused remindd.
    case available
    /// The service refused remindd (the user or the desktop's agent said no).
    case denied
    /// There is no location service (no system bus, or GeoClue2 is not installed).
    case missing
}
