import ChecklistsPresentation
import ChecklistsSync

extension AccountProblem {
    /// What a failed probe or add means, in Add Account's words.
    init(_ error: SyncError) {
        switch error {
        case .server(.unauthorized): self = .refusedPassword
        case .server(.noCalendarService(let url)): self = .noCalDAVServer(url)
        case .server(.badURL(let text)): self = .notAServer(text)
        case .server(.unreachable(let host, let reason)): self = .unreachable(host: host, reason: reason)
        case .server(.timedOut(let host, _)): self = .timedOut(host: host)
        case .server(.untrustedCertificate(let host, let fingerprint)),
            .server(.certificateChanged(let host, let fingerprint)):
            self = .untrustedCertificate(host: host, fingerprint: fingerprint)
        case .accountExists(let url): self = .exists(url)
        default: self = .other(error.description)
        }
    }
}
