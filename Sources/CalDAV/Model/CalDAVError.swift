import Translations

/// Why a call to the CalDAV server failed, as the user is told it in one line.
public enum CalDAVError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The URL given for the account is not an http or https URL.
    case badURL(String)
    /// No connection: the host's name does not resolve, nothing listens, or the network is down.
    case unreachable(host: String, reason: String)
    /// The server did not answer within the timeout.
    case timedOut(host: String, seconds: Int)
    /// The server's TLS certificate is not trusted; its SHA-256 fingerprint, when it sent one.
    case untrustedCertificate(host: String, fingerprint: String?)
    /// The server sent another certificate than the one confirmed for the account.
    case certificateChanged(host: String, fingerprint: String?)
    /// 401: the user name or the password is wrong.
    case unauthorized(user: String)
    /// 403: the server refuses the user this.
    case forbidden(path: String)
    /// 404 on something that must exist (the calendar home, a collection).
    case notFound(path: String)
    /// 412: the resource changed on the server since it was read.
    case preconditionFailed(path: String)
    /// 507, or a quota error: the server has no room.
    case quotaExceeded(path: String)
    /// The server no longer knows the sync-token (`valid-sync-token` precondition).
    case syncTokenRefused(path: String)
    /// The server answered with another error status.
    case serverError(status: Int, path: String)
    /// The server's answer could not be read (not XML, or not the multistatus it must be).
    case malformedResponse(path: String, reason: String)
    /// The URL has no CalDAV service (discovery found no calendar home).
    case noCalendarService(url: String)

    /// The line the user reads.
    public var description: String {
        switch self {
        case .badURL(let url): tr("%s is not an http:// or https:// URL", url)
        case .unreachable(let host, let reason): tr("cannot reach %s: %s", host, reason)
        case .timedOut(let host, let seconds): tr("%s did not answer within %s s", host, "\(seconds)")
        case .untrustedCertificate(let host, nil): tr("the certificate of %s is not trusted", host)
        case .untrustedCertificate(let host, let fingerprint?):
            tr("the certificate of %1$s is not trusted (SHA-256 fingerprint %2$s)", host, fingerprint)
        case .certificateChanged(let host, let fingerprint):
            tr(
                "the certificate of %1$s is not the one confirmed for this account (it sent SHA-256 fingerprint %2$s)",
                host, fingerprint ?? "?")
        case .unauthorized(let user): tr("the server refused the user name %s or its password", user)
        case .forbidden(let path): tr("the server does not allow this on %s", path)
        case .notFound(let path): tr("the server has nothing at %s", path)
        case .preconditionFailed(let path): tr("%s changed on the server meanwhile", path)
        case .quotaExceeded(let path): tr("the server has no room left for %s (quota)", path)
        case .syncTokenRefused(let path): tr("the server no longer knows the sync state of %s", path)
        case .serverError(let status, let path): tr("the server failed with HTTP %s on %s", "\(status)", path)
        case .malformedResponse(let path, let reason): tr("the server's answer for %s cannot be read: %s", path, reason)
        case .noCalendarService(let url): tr("no CalDAV service found at %s", url)
        }
    }
}
