import Foundation

/// Distances on the Earth, taken as a sphere.
public enum GreatCircle {
    /// The Earth's mean radius in metres (IUGG).
    public static let earthRadius: Double = 6_371_008.8

    /// The great-circle distance in metres between two points given in degrees, by the
    /// haversine formula (exact to well under a metre for the radii a region may have).
    public static func distance(
        fromLatitude latitude1: Double, longitude longitude1: Double, toLatitude latitude2: Double,
        longitude longitude2: Double
    ) -> Double {
        let phi1 = latitude1 * .pi / 180
        let phi2 = latitude2 * .pi / 180
        let deltaPhi = (latitude2 - latitude1) * .pi / 180
        let deltaLambda = (longitude2 - longitude1) * .pi / 180
        let sinPhi = sin(deltaPhi / 2)
        let sinLambda = sin(deltaLambda / 2)
        let haversine = sinPhi * sinPhi + cos(phi1) * cos(phi2) * sinLambda * sinLambda
        return 2 * earthRadius * asin(min(1, sqrt(haversine)))
    }
}
