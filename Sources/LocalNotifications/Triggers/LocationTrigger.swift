import Foundation

/// Fires when the device enters or leaves a circular region, like `UNLocationNotificationTrigger`.
///
/// It has no fire date: remindd fires it on the transition it sees in the location updates
/// (see `RegionCrossing`), never on a timer.
public struct LocationTrigger: Sendable, Hashable, Codable {
    /// The latitude of the centre in degrees, -90 (south) to 90 (north).
    public var latitude: Double
    /// The longitude of the centre in degrees, -180 (west) to 180 (east).
    public var longitude: Double
    /// The radius of the region in metres.
    public var radius: Double
    /// Whether entering the region fires.
    public var notifyOnEntry: Bool
    /// Whether leaving the region fires.
    public var notifyOnExit: Bool
    /// Whether it fires at every crossing or only the first.
    public var repeats: Bool

    /// The smallest radius accepted, in metres.
    public static let minimumRadius: Double = 1
    /// The largest radius accepted, in metres: 100 km.
    public static let maximumRadius: Double = 100_000

    /// Creates a trigger; `validate()` says whether the values are allowed.
    public init(
        latitude: Double, longitude: Double, radius: Double, notifyOnEntry: Bool = true, notifyOnExit: Bool = false,
        repeats: Bool
    ) {
        self.latitude = latitude
        self.longitude = longitude
        self.radius = radius
        self.notifyOnEntry = notifyOnEntry
        self.notifyOnExit = notifyOnExit
        self.repeats = repeats
    }

    /// Checks the centre, the radius and that at least one of entry and exit fires.
    public func validate() throws(NotificationError) {
        guard latitude.isFinite, (-90...90).contains(latitude) else {
            throw .invalidTrigger("the latitude must be from -90 to 90 degrees, not \(latitude.formattedSeconds)")
        }
        guard longitude.isFinite, (-180...180).contains(longitude) else {
            throw .invalidTrigger("the longitude must be from -180 to 180 degrees, not \(longitude.formattedSeconds)")
        }
        guard radius.isFinite, (Self.minimumRadius...Self.maximumRadius).contains(radius) else {
            throw .invalidTrigger("the radius must be from 1 to 100000 metres, not \(radius.formattedSeconds)")
        }
        guard notifyOnEntry || notifyOnExit else {
            throw .invalidTrigger("a location trigger must notify on entry, on exit or both")
        }
    }

    /// How far, in metres, from the centre a location is.
    public func distance(to fix: LocationFix) -> Double {
        GreatCircle.distance(
            fromLatitude: latitude, longitude: longitude, toLatitude: fix.latitude, longitude: fix.longitude)
    }
}
