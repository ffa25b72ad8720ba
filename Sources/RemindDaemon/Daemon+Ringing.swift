import LocalNotifications

/// Ringing like an alarm (`sound-loop`): a request's sound loops from the moment its popup is
/// on screen until the user answers it, the request goes, a pause silences it, or its limit
/// passes.
extension Daemon {
    /// Rings the posted popups of requests that loop their sound, unless a pause holds
    /// them (a critical request rings through a pause).
    func ring(_ popups: [Popup]) {
        let paused = pause.isPaused(at: clock.now)
        for case .single(let delivery) in popups where !paused || PauseState.passesPause(delivery) {
            ringer.ring(delivery)
        }
    }

    /// A pause began: silences the rings of requests that are not critical.
    func silenceForPause() {
        ringer.stop(where: { !PauseState.passesPause($0) }, reason: "paused")
    }

    /// How a popup's response reads in the log line of a ring it stopped.
    static func describe(_ response: PopupResponse) -> String {
        switch response {
        case .action(let key, _): "the user chose \(key)"
        case .reply(let key, _): "the user replied (\(key))"
        case .closed(let reason): "the popup closed (reason \(reason))"
        }
    }
}
