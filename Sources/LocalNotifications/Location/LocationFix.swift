import Foundation

/// One location of the device, as the location service reports it.
public struct LocationFix: Sendable, Hashable {
    /// Degrees north, -90 to 90.
    public var latitude: Double
    /// Degrees east, -180 to 180.
    public var longitude: Double
    /// How far, in metres, the device may be from this point (the radius of uncertainty).
    public var accuracy: Double

    /// Creates a fix.
    public init(latitude: Double, longitude: Double, accuracy: Double) {
        self.latitude = latitude
        self.longitude = longitude
        self.accuracy = accuracy
    }

    /// Whether the values can be used: a finite point on the globe and a finite accuracy of
    /// 0 or more. The location service's stand-ins and bugs must not fire anything.
    public var isUsable: Bool {
        latitude.isFinite && longitude.isFinite && accuracy.isFinite && (-90...90).contains(latitude)
            && (-180...180).contains(longitude) && accuracy >= 0
    }
}
