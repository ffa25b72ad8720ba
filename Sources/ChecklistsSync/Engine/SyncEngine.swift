import CalDAV
import ChecklistsModel
import Foundation
import LocalNotifications
import SQLiteSupport

/// CalDAV sync over the checklists database: the accounts, and syncing them both ways.
///
/// Blocking, and not thread-safe: the command line uses it on its thread, the app on the
/// worker thread of `BackgroundSync`, each with its own database connection and model.
/// Every method throws `SyncError` only.
public final class SyncEngine {
    /// Opens a connection to a server.
    public typealias Connect = (DAVLogin) throws(CalDAVError) -> any DAVClient

    /// The sync's tables, on the model's connection.
    let ledger: SyncLedger
    /// The items, over the same connection.
    let model: ChecklistsModel
    /// The keyring.
    let passwords: any PasswordStore
    /// Now and the user's zone.
    let clock: WallClock
    /// Opens a connection to a server.
    let connect: Connect
    /// Told how a long sync is going, in a few words.
    public var onProgress: (String) -> Void = { _ in }
    /// The file whose lock keeps two syncs of this database apart (see `SyncLock`); nil
    /// for none.
    public var lockPath: String?
    /// The DNS lookups that find a server from a host or an address (`ServiceDiscovery`).
    public var lookup: any ServiceLookup = ResolverServiceLookup()
    /// The desktop's online accounts, for accounts whose password the desktop keeps.
    public var onlineAccounts: any OnlineAccountsSource = DesktopOnlineAccounts()

    /// An engine over the checklists database `database`, the model over that same
    /// connection, the keyring and a way to reach servers.
    public init(
        database: SQLiteDatabase, model: ChecklistsModel, passwords: any PasswordStore, clock: WallClock,
        connect: @escaping Connect
    ) {
        ledger = SyncLedger(database: database)
        self.model = model
        self.passwords = passwords
        self.clock = clock
        self.connect = connect
    }

    /// Every account with the names of the checklists it syncs.
    public func accounts() throws(SyncError) -> [SyncAccountStatus] {
        try storing {
            let names = Dictionary(uniqueKeysWithValues: try model.checklists().map { ($0.id, $0.name) })
            let links = try ledger.collections()
            return try ledger.accounts().map { account in
                SyncAccountStatus(
                    url: account.url, user: account.user,
                    lists: links.filter { $0.account == account.url }.compactMap { names[$0.checklistID] }.sorted(),
                    lastSync: account.lastSync, lastError: account.lastError, certificate: account.certificate,
                    onlineAccount: account.onlineAccount)
            }
        }
    }

    /// Syncs every account; a failing account does not stop the others. The report says
    /// what was done and which failed.
    public func syncAll() -> SyncReport {
        exclusively { syncAllUnlocked() }
    }

    /// Runs `body` holding the sync lock, when there is one.
    func exclusively<T>(_ body: () throws -> T) rethrows -> T {
        guard let lockPath else { return try body() }
        return try SyncLock(path: lockPath).holding(body)
    }

    private func syncAllUnlocked() -> SyncReport {
        var report = SyncReport(finished: clock.now)
        let accounts: [AccountRecord]
        do {
            accounts = try ledger.accounts()
        } catch {
            report.failures.append(SyncFailure(account: "", message: error.description))
            return report
        }
        for account in accounts { sync(account, into: &report) }
        report.finished = clock.now
        return report
    }

    /// Syncs one account's collections into `report`, and records how it went.
    func sync(_ account: AccountRecord, into report: inout SyncReport) {
        report.accounts += 1
        var failure: String?
        do {
            let client = try client(for: account)
            for link in try storing({ try ledger.collections(of: account.url) }) {
                var collection = CollectionSync(
                    client: client, ledger: ledger, model: model,
                    codec: ResourceCodec(zone: clock.timeZone, now: clock.now),
                    link: link, progress: onProgress)
                try collection.run(into: &report)
            }
        } catch let error as SyncError {
            failure = error.description
        } catch let error as CalDAVError {
            failure = error.description
        } catch {
            failure = String(describing: error)
        }
        if let failure { report.failures.append(SyncFailure(account: account.url, message: failure)) }
        try? ledger.recordResult(url: account.url, syncedAt: failure == nil ? clock.now : nil, error: failure)
    }

    /// A connection with the account's password from the keyring, or from Online Accounts
    /// for an account taken from there.
    func client(for account: AccountRecord) throws(SyncError) -> any DAVClient {
        let password: String?
        if let id = account.onlineAccount {
            password = try onlineAccounts.password(forAccount: id)
            guard password != nil else { throw .onlineAccountGone(account.user) }
        } else {
            do {
                password = try passwords.password(url: account.url, user: account.user)
            } catch {
                throw .keyring(error.description)
            }
        }
        guard let password else { throw .noPassword(url: account.url, user: account.user) }
        do {
            return try connect(
                DAVLogin(url: account.url, user: account.user, password: password, certificate: account.certificate))
        } catch {
            throw .server(error)
        }
    }

    /// Runs a read or write of the database; its errors become `SyncError.storage`.
    func storing<T>(_ body: () throws -> T) throws(SyncError) -> T {
        do {
            return try body()
        } catch let error as SyncError {
            throw error
        } catch let error as StoreError {
            throw .storage(error.description)
        } catch {
            throw .storage(String(describing: error))
        }
    }
}
