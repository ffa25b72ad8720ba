import Foundation
import LocalNotifications
import Testing

/// Great-circle distances against values worked out by hand with the haversine formula.
@Suite("Great-circle distance")
struct GreatCircleTests {
    /// Known distances, in metres, within a metre.
    @Test(arguments: [
        (48.8566, 2.3522, 51.5074, -0.1278, 343_556.5),  // Paris to London
        (0.0, 0.0, 0.001, 0.0, 111.2),  // a thousandth of a degree of latitude
        (52.52, 13.405, 52.52, 13.406, 67.7),  // a thousandth of a degree of longitude in Berlin
        (0.0, 179.9995, 0.0, -179.9995, 111.2),  // across the date line, not around the world
        (90.0, 0.0, 90.0, 120.0, 0.0),  // the pole is one point whatever the longitude
    ])
    func knownDistances(
        _ latitude1: Double, _ longitude1: Double, _ latitude2: Double, _ longitude2: Double, _ metres: Double
    ) {
        let distance = GreatCircle.distance(
            fromLatitude: latitude1, longitude: longitude1, toLatitude: latitude2, longitude: longitude2)
        #expect(abs(distance - metres) < 1, "got \(distance)")
    }

    /// Antipodes are half the Earth's circumference apart, and the formula does not go NaN there.
    @Test func antipodes() {
        let distance = GreatCircle.distance(fromLatitude: 10, longitude: 20, toLatitude: -10, longitude: -160)
        #expect(abs(distance - .pi * GreatCircle.earthRadius) < 1)
    }
}
