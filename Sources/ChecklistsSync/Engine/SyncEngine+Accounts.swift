import CalDAV
import ChecklistsModel
import Foundation
import Translations

extension SyncEngine {
    /// The name of the collection made on a server that has none for tasks.
    public static let defaultCollectionName = "Checklists"

    /// Adds an account and syncs it once: finds the server (`server` is a URL, a host or
    /// an address; see `ServiceDiscovery`) and its calendar home, and syncs every
    /// collection that holds tasks (or those named in `lists`: a name the server lacks is
    /// made there, from the checklist of that name here when there is one). A server
    /// without any gets one named "Checklists". Each collection is the checklist of its
    /// name here (made when missing). The password goes to the keyring, and only when the
    /// server accepted it. `certificate`, a SHA-256 fingerprint the user confirmed, is then
    /// the one certificate trusted for the server (see `DAVLogin`). Returns the account's
    /// URL (the one discovery found) and the first sync's report.
    public func addAccount(
        server: String, user: String, password: String, lists: [String]?, certificate: String? = nil
    ) throws(SyncError)
        -> (url: String, report: SyncReport)
    {
        try add(
            DAVLogin(url: server, user: user, password: password, certificate: certificate),
            at: ServiceDiscovery.candidates(for: server, lookup: lookup), lists: lists, onlineAccount: nil)
    }

    /// Adds the account `login` names, found at the first of `candidates` that answers,
    /// and syncs it once, as `addAccount` says; its password goes to the keyring unless the
    /// desktop keeps it (`onlineAccount`, the Online Accounts id).
    func add(
        _ login: DAVLogin, at candidates: [String], lists: [String]?, onlineAccount: String?
    ) throws(SyncError)
        -> (url: String, report: SyncReport)
    {
        let wanted = try lists.map { names throws(SyncError) in try names.map(Self.checkedName) }
        let (url, client, home, found) = try taskLists(login, at: candidates)
        var chosen: [(name: String, href: String)] = []
        do {
            for name in wanted ?? (found.isEmpty ? [Self.defaultCollectionName] : []) {
                if let collection = found.first(where: { Self.sameName($0.displayName, name) }) {
                    chosen.append((collection.displayName, collection.href))
                } else {
                    chosen.append((name, try client.makeCalendar(named: name, in: home)))
                }
            }
            if wanted == nil { chosen += found.map { ($0.displayName, $0.href) } }
        } catch {
            throw .server(error)
        }
        if onlineAccount == nil {
            do {
                try passwords.store(login.password, url: url, user: login.user)
            } catch {
                throw .keyring(error.description)
            }
        }
        try storing {
            var linked = Set(try ledger.collections().map(\.checklistID))
            var links: [CollectionLink] = []
            for collection in chosen {
                let id = try checklistID(for: collection.name, account: url, skipping: linked)
                linked.insert(id)
                links.append(CollectionLink(checklistID: id, account: url, href: collection.href))
            }
            try ledger.transaction {
                try ledger.insertAccount(
                    AccountRecord(
                        url: url, user: login.user, home: home, certificate: login.certificate,
                        onlineAccount: onlineAccount))
                for link in links { try ledger.link(link) }
            }
        }
        var report = SyncReport(finished: clock.now)
        if let account = try storing({ try ledger.accounts().first { $0.url == url } }) {
            exclusively { sync(account, into: &report) }
        }
        report.finished = clock.now
        return (url, report)
    }

    /// The user name an address implies when none is given (`ServiceDiscovery.user(implied:)`).
    public static func user(implied server: String) -> String? {
        ServiceDiscovery.user(implied: server)
    }

    /// Finds the account's server and its task lists, and stores nothing: what the window's
    /// Add Account shows before the user picks the lists to sync (then `addAccount` with the
    /// probe's URL). Fails as `addAccount` would, also when the account exists already.
    public func probeAccount(
        server: String, user: String, password: String, certificate: String? = nil
    ) throws(SyncError) -> AccountProbe {
        let (url, _, _, found) = try taskLists(
            DAVLogin(url: server, user: user, password: password, certificate: certificate),
            at: ServiceDiscovery.candidates(for: server, lookup: lookup))
        return AccountProbe(url: url, lists: found.map(\.displayName))
    }

    /// The URL (the first of `candidates` that answers), client and calendar home of the
    /// server `login` names, and the collections there that hold tasks; throws
    /// `accountExists` when an account has that URL already.
    private func taskLists(
        _ login: DAVLogin, at candidates: [String]
    ) throws(SyncError) -> (url: String, client: any DAVClient, home: String, found: [DAVCollection]) {
        let (url, client, home) = try locate(login, at: candidates)
        if try storing({ try ledger.accounts() }).contains(where: { Self.sameURL($0.url, url) }) {
            throw .accountExists(url)
        }
        do {
            return (url, client, home, try client.collections(in: home).filter(\.holdsTasks))
        } catch {
            throw .server(error)
        }
    }

    /// The first of `candidates` (URLs of `login`'s server) whose calendar home is found,
    /// with its client and home. A refused password ends the search at once; when every
    /// candidate fails, the error told is that of a certificate not trusted (the user can
    /// confirm it), else of one that answered without a calendar service, else the first
    /// one's (the one the user's words pointed at most).
    private func locate(
        _ login: DAVLogin, at candidates: [String]
    ) throws(SyncError) -> (url: String, client: any DAVClient, home: String) {
        guard !candidates.isEmpty else { throw .server(.badURL(login.url)) }
        var failures: [CalDAVError] = []
        for url in candidates {
            do {
                var candidate = login
                candidate.url = url
                let client = try connect(candidate)
                return (url, client, try client.calendarHome())
            } catch .unauthorized(let user) {
                throw .server(.unauthorized(user: user))
            } catch {
                failures.append(error)
            }
        }
        let certificate = failures.first {
            switch $0 {
            case .untrustedCertificate, .certificateChanged: true
            default: false
            }
        }
        let noService = failures.first { if case .noCalendarService = $0 { true } else { false } }
        throw .server(certificate ?? noService ?? failures[0])
    }

    /// Forgets an account and its password; the checklists it synced stay here, with their
    /// items, no longer synced.
    public func removeAccount(url: String) throws(SyncError) {
        guard let account = try storing({ try ledger.accounts().first { Self.sameURL($0.url, url) } }) else {
            throw .noSuchAccount(url)
        }
        if account.onlineAccount == nil {
            do {
                try passwords.remove(url: account.url, user: account.user)
            } catch {
                throw .keyring(error.description)
            }
        }
        try storing { try ledger.transaction { try ledger.deleteAccount(url: account.url) } }
    }

    /// The checklist a collection named `name` syncs into: the one of that name here when
    /// no other account syncs it, otherwise a new one, named after the server when needed.
    private func checklistID(for name: String, account: String, skipping linked: Set<Int64>) throws -> Int64 {
        let lists = try model.checklists()
        if let list = lists.first(where: { Self.sameName($0.name, name) }) {
            if !linked.contains(list.id) { return list.id }
            let host = URL(string: account)?.host ?? account
            return try model.createChecklist(named: "\(name) (\(host))").id
        }
        return try model.createChecklist(named: name).id
    }

    /// Whether two account URLs name the same server place: a trailing "/" and the case of
    /// the scheme and host make no difference.
    static func sameURL(_ left: String, _ right: String) -> Bool {
        func key(_ url: String) -> String {
            let trimmed = url.hasSuffix("/") ? String(url.dropLast()) : url
            guard let components = URLComponents(string: trimmed) else { return trimmed }
            var lowered = components
            lowered.scheme = components.scheme?.lowercased()
            lowered.host = components.host?.lowercased()
            return lowered.string ?? trimmed
        }
        return key(left) == key(right)
    }

    private static func sameName(_ left: String, _ right: String) -> Bool {
        left.trimmingCharacters(in: .whitespaces).lowercased()
            == right.trimmingCharacters(in: .whitespaces).lowercased()
    }

    private static func checkedName(_ name: String) throws(SyncError) -> String {
        do {
            return try TextRules.checklistName(name)
        } catch {
            throw .badListName(tr("the list name \"%s\" cannot be used: %s", name, "\(error)"))
        }
    }
}
