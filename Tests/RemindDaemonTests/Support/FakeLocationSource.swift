import LocalNotifications
import RemindDaemon

/// A location service the test drives: it records starts and stops and moves the device by hand.
final class FakeLocationSource: LocationSource {
    /// Set by the daemon.
    var onFix: (LocationFix) -> Void = { _ in }
    /// What `GetStatus` is to say.
    var availability: LocationAvailability = .available
    /// The accuracy it runs at, or nil when stopped.
    private(set) var runningAccuracy: LocationAccuracy?
    /// Every start and stop, in order: "start 8", "stop".
    private(set) var calls: [String] = []

    /// Records the start.
    func start(accuracy: LocationAccuracy) {
        guard runningAccuracy != accuracy else { return }
        runningAccuracy = accuracy
        calls.append("start \(accuracy.rawValue)")
    }

    /// Records the stop.
    func stop() {
        guard runningAccuracy != nil else { return }
        runningAccuracy = nil
        calls.append("stop")
    }

    /// Reports the device at a point, as the service does; only while started, as GeoClue.
    func move(latitude: Double, longitude: Double, accuracy: Double = 10) {
        guard runningAccuracy != nil else { return }
        onFix(LocationFix(latitude: latitude, longitude: longitude, accuracy: accuracy))
    }
}
