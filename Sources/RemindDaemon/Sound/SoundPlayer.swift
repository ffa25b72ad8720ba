import GLibSupport

/// Plays sounds once each, without the main loop waiting for them.
///
/// `GSoundPlayer`, the live one, plays through GSound (libcanberra) on the desktop's sound
/// server.
public protocol SoundPlayer: AnyObject {
    /// Starts playing `sound` once; `completion` runs on the main loop when it ended: with
    /// nil when it played to its end, with the error when it failed or was stopped. The token
    /// names the playback for `stop`.
    func play(_ sound: RingSound, token: UInt64, completion: @escaping (GLibError?) -> Void)

    /// Stops the playback with this token, if it still plays; its completion gets an error.
    func stop(token: UInt64)

    /// Nothing plays and nothing will soon: lets go of the sound server, so that an idle
    /// remindd holds no connection and no thread for it.
    func rest()
}
