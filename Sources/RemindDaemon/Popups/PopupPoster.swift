import GLibSupport

/// Shows popups on the desktop's notification server and reports what the user does with
/// them. The main loop never waits for it.
///
/// `BusPopupPoster` is the live one.
public protocol PopupPoster: AnyObject {
    /// Runs on the main loop when the user acts on or closes a posted popup, with the token
    /// it was posted with: an answer (an action or a reply) once per popup, and no close after it.
    var onResponse: (UInt64, PopupResponse) -> Void { get set }

    /// Posts `message`, in place of the popup with the server id `message.replacesID` when
    /// that is not 0; `completion` runs on the main loop once the server took it, with the
    /// server's id of the popup, or refused it. A replaced popup reports nothing more.
    func post(_ message: PopupMessage, token: UInt64, completion: @escaping (Result<UInt32, GLibError>) -> Void)

    /// Asks the server, without waiting, to take down the popup it knows as `serverID`, such
    /// as one the user answered; an error (the popup is gone already) is ignored.
    func close(serverID: UInt32)

    /// The server is gone: forgets every popup posted to it, whose ids the next server gives
    /// to other popups; none of them reports anything more.
    func forgetPosted()
}
