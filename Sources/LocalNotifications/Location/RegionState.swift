/// Where the device last was with respect to a location request's region.
public enum RegionState: String, Sendable, Hashable, Codable, CaseIterable {
    /// No location has told yet (the request is new, or every fix was too coarse).
    case unknown
    /// Inside the region.
    case inside
    /// Outside the region.
    case outside
}
