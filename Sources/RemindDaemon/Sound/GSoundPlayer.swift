import CGLib
import CGSound
import GLibSupport

/// The live sound player: GSound, over libcanberra, on the desktop's sound server
/// (PulseAudio or PipeWire), with the sounds of the desktop's sound theme.
///
/// Its GSound context, and with it the connection to the sound server, exists only while
/// something rings: `rest` drops it, so an idle remindd wakes up for nothing.
public final class GSoundPlayer: SoundPlayer {
    private var context: OpaquePointer?
    private var playing: [UInt64: UnsafeMutablePointer<GCancellable>] = [:]
    private var resting = false

    /// Creates a player; the sound server is reached at the first sound.
    public init() {}

    deinit {
        for cancellable in playing.values { ObjectReference.release(cancellable) }
        ObjectReference.release(context)
    }

    /// Starts playing `sound` once; `completion` runs on the main loop when it ended (with
    /// the error when it failed or was stopped).
    public func play(_ sound: RingSound, token: UInt64, completion: @escaping (GLibError?) -> Void) {
        let context: OpaquePointer
        switch openContext() {
        case .success(let opened): context = opened
        case .failure(let error):
            completion(error)
            return
        }
        resting = false
        let cancellable = g_cancellable_new()
        playing[token] = cancellable
        let attributes = Self.attributes(for: sound)
        defer { g_hash_table_unref(attributes) }
        let box = ClosureBox<GLibError?> { [weak self] error in
            self?.ended(token)
            completion(error)
        }
        gsound_context_play_fullv(
            context, attributes, cancellable,
            { source, result, data in
                guard let data else { return }
                let box = Unmanaged<ClosureBox<GLibError?>>.fromOpaque(data).takeRetainedValue()
                var error: UnsafeMutablePointer<GError>?
                _ = gsound_context_play_full_finish(OpaquePointer(source), result, &error)
                box.call(GLibError.take(&error))
            }, box.retain())
    }

    /// Stops the playback with this token, if it still plays.
    public func stop(token: UInt64) {
        if let cancellable = playing[token] { g_cancellable_cancel(cancellable) }
    }

    /// Drops the GSound context, and with it the sound server's connection, once nothing
    /// plays (at once, or when the last stopped playback has ended).
    public func rest() {
        resting = true
        closeIfResting()
    }

    private func ended(_ token: UInt64) {
        if let cancellable = playing.removeValue(forKey: token) { ObjectReference.release(cancellable) }
        closeIfResting()
    }

    private func closeIfResting() {
        guard resting, playing.isEmpty, let context else { return }
        ObjectReference.release(context)
        self.context = nil
    }

    private func openContext() -> Result<OpaquePointer, GLibError> {
        if let context { return .success(context) }
        var error: UnsafeMutablePointer<GError>?
        guard let opened = gsound_context_new(nil, &error) else {
            return .failure(
                GLibError.take(&error)
                    ?? GLibError(domain: "", code: 0, message: "no sound context", remoteName: nil))
        }
        context = opened
        return .success(opened)
    }

    /// The attributes of one playback: the sound, the alarm role (which sound servers may
    /// route or duck by), and a description for volume controls.
    private static func attributes(for sound: RingSound) -> OpaquePointer? {
        let table = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, g_free)
        func set(_ key: String, _ value: String) {
            g_hash_table_insert(table, g_strdup(key), g_strdup(value))
        }
        switch sound {
        case .themed(let name): set("event.id", name)
        case .file(let path): set("media.filename", path)
        }
        set("media.role", "alarm")
        set("event.description", "Reminder")
        return table
    }
}
