internal import CGLib
internal import CSoup

/// Decides on the certificates a transport's server sends that the system does not trust
/// (libsoup's `accept-certificate`): accepts the pinned one only, and keeps the fingerprint
/// of the last one sent, for the error that names it.
final class CertificateCheck {
    /// The fingerprint of the one certificate trusted, or nil for the system's trust alone.
    let pinned: String?
    /// The fingerprint of the last certificate offered to `accept`.
    private(set) var seen: String?

    /// A check trusting `pinned` (a normalized fingerprint) besides what the system trusts.
    init(pinned: String?) {
        self.pinned = pinned
    }

    /// Hands `message`'s untrusted certificates to this check. The check outlives the
    /// message: both belong to one request of the transport that owns the check.
    func watch(_ message: OpaquePointer) {
        let accept:
            @convention(c) (OpaquePointer?, UnsafeMutablePointer<GTlsCertificate>?, GTlsCertificateFlags, gpointer?)
                -> gboolean = { _, certificate, _, check in
                    guard let check, let certificate else { return 0 }
                    return Unmanaged<CertificateCheck>.fromOpaque(check).takeUnretainedValue().accept(certificate)
                        ? 1 : 0
                }
        g_signal_connect_data(
            UnsafeMutableRawPointer(message), "accept-certificate", unsafeBitCast(accept, to: GCallback.self),
            Unmanaged.passUnretained(self).toOpaque(), nil, GConnectFlags(0))
    }

    /// Whether `certificate` is the pinned one; remembers its fingerprint either way.
    private func accept(_ certificate: UnsafeMutablePointer<GTlsCertificate>) -> Bool {
        seen = CertificateFingerprint.of(certificate)
        return pinned != nil && seen == pinned
    }
}
