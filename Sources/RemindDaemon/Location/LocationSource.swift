import LocalNotifications

/// Where the daemon gets the device's location: GeoClue2 in remindd, a double in tests.
///
/// The daemon starts it while a location request is pending and stops it when none is left;
/// its callbacks run on the main loop.
public protocol LocationSource: AnyObject {
    /// Told of each new location.
    var onFix: (LocationFix) -> Void { get set }
    /// Whether locations can come: the location service is there and allows remindd.
    var availability: LocationAvailability { get }
    /// Starts asking for locations at `accuracy`, or changes the accuracy while running;
    /// nothing happens when it already runs at that accuracy.
    func start(accuracy: LocationAccuracy)
    /// Stops asking; nothing happens when it is not running.
    func stop()
}
