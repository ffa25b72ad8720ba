import GLibSupport
import RemindDaemon

/// A sound player that plays nothing: it records each playback, and the test ends them.
final class RecordingSoundPlayer: SoundPlayer {
    /// Every sound started, oldest first.
    private(set) var played: [RingSound] = []
    /// The tokens stopped, in order.
    private(set) var stopped: [UInt64] = []
    /// How many times it was told to rest.
    private(set) var rests = 0
    private var playing: [UInt64: (GLibError?) -> Void] = [:]

    /// Whether a playback runs now.
    var isPlaying: Bool { !playing.isEmpty }

    /// Records the playback, which runs until the test ends it.
    func play(_ sound: RingSound, token: UInt64, completion: @escaping (GLibError?) -> Void) {
        played.append(sound)
        playing[token] = completion
    }

    /// Ends the playback as stopped.
    func stop(token: UInt64) {
        stopped.append(token)
        let cancelled = GLibError(domain: "g-io-error-quark", code: 19, message: "cancelled", remoteName: nil)
        playing.removeValue(forKey: token)?(cancelled)
    }

    /// Counts the rest.
    func rest() {
        rests += 1
    }

    /// Ends every running playback: played to its end, or failed with `message`.
    func finish(failing message: String? = nil) {
        let running = playing
        playing = [:]
        for completion in running.values {
            completion(message.map { GLibError(domain: "ca-error", code: 1, message: $0, remoteName: nil) })
        }
    }
}
