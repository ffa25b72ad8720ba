import CalDAV

extension SyncEngine {
    /// The desktop's online accounts with calendars that no account here uses yet: what
    /// Settings offers and `checklists account online` lists.
    public func onlineAccountOffers() throws(SyncError) -> [OnlineAccount] {
        let used = Set(try storing { try ledger.accounts() }.compactMap(\.onlineAccount))
        return try onlineAccounts.accounts().filter { !used.contains($0.id) }
    }

    /// Adds the online account `id` and syncs it once, as `addAccount` does, with the user
    /// and password the desktop hands out now: the password is asked of the desktop at each
    /// sync and never stored here. Its server is looked for at the calendar URL the desktop
    /// gives, then at that server's root. When the user told Online Accounts to accept the
    /// server's certificate errors, the certificate the server shows now is pinned (as
    /// `addAccount`'s `certificate`): it, and no other, is trusted from then on.
    public func addOnlineAccount(id: String, lists: [String]?) throws(SyncError) -> (url: String, report: SyncReport) {
        guard let account = try onlineAccounts.accounts().first(where: { $0.id == id }) else {
            throw .noSuchOnlineAccount(id)
        }
        guard let password = try onlineAccounts.password(forAccount: id) else {
            throw .onlineAccountGone(account.presentationIdentity)
        }
        var login = DAVLogin(url: account.calendarURL, user: account.user, password: password)
        do {
            return try add(login, at: account.candidateURLs, lists: lists, onlineAccount: id)
        } catch .server(.untrustedCertificate(_, let fingerprint?)) where account.acceptsCertificateErrors {
            login.certificate = fingerprint
            return try add(login, at: account.candidateURLs, lists: lists, onlineAccount: id)
        }
    }
}
