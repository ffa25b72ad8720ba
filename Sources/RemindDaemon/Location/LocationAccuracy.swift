/// GeoClue2's accuracy levels that remindd asks for, from the radius of a region.
///
/// The level must place the device well within the smallest pending region, since a fix
/// whose uncertainty straddles the edge tells nothing (see `RegionCrossing`); a coarser
/// level spares the battery and the user's privacy.
public enum LocationAccuracy: UInt32, Sendable {
    /// About a city (tens of kilometres): enough for regions of 50 km and more.
    case city = 4
    /// About a neighbourhood (kilometres): regions of 10 km and more.
    case neighborhood = 5
    /// About a street (hundreds of metres): regions of 1 km and more.
    case street = 6
    /// As exact as the device can tell (GPS, Wi-Fi): smaller regions.
    case exact = 8

    /// The level a region of `radius` metres needs.
    public init(radius: Double) {
        switch radius {
        case 50_000...: self = .city
        case 10_000...: self = .neighborhood
        case 1_000...: self = .street
        default: self = .exact
        }
    }
}
