import ChecklistsPresentation
import ChecklistsSync
import GLibSupport

/// The window's account work (list, probe, add, remove), in order on a worker thread of its
/// own, so that the window never waits for a server or the keyring; each answer comes back
/// on the main loop. Each piece of work opens its own sync engine (its own connection to the
/// database) and closes it when done.
public final class AccountsService {
    private let open: @Sendable () throws -> SyncEngine
    private let queue = WorkerThread(name: "accounts")

    /// A service over `open`, which opens the sync engine on the calling thread.
    public init(open: @escaping @Sendable () throws -> SyncEngine) {
        self.open = open
    }

    /// Every account, with the checklists it syncs and how its last sync went.
    func list(_ done: @escaping (Result<[SyncAccountStatus], SyncError>) -> Void) {
        run({ engine throws(SyncError) in try engine.accounts() }, done)
    }

    /// `SyncEngine.probeAccount` with the form's fields: the server's URL and task lists;
    /// nothing is stored.
    func probe(_ form: AccountForm, _ done: @escaping (Result<AccountProbe, SyncError>) -> Void) {
        run(
            { engine throws(SyncError) in
                try engine.probeAccount(
                    server: form.server, user: form.user, password: form.password, certificate: form.certificate)
            }, done)
    }

    /// `SyncEngine.addAccount` at `url` (the probe's) with the form's user, password and
    /// certificate: stores the account and the password, and syncs it once.
    func add(
        _ form: AccountForm, url: String, lists: [String]?, _ done: @escaping (Result<SyncReport, SyncError>) -> Void
    ) {
        run(
            { engine throws(SyncError) in
                try engine.addAccount(
                    server: url, user: form.user, password: form.password, lists: lists,
                    certificate: form.certificate
                ).report
            }, done)
    }

    /// `SyncEngine.onlineAccountOffers`: the desktop's online accounts not used yet; none
    /// when Online Accounts cannot be asked (a desktop without it).
    func offers(_ done: @escaping ([OnlineAccount]) -> Void) {
        run({ engine throws(SyncError) in try engine.onlineAccountOffers() }, { done((try? $0.get()) ?? []) })
    }

    /// `SyncEngine.addOnlineAccount`: adds the desktop's account `id` with every task list,
    /// and syncs it once.
    func addOnline(id: String, _ done: @escaping (Result<(url: String, report: SyncReport), SyncError>) -> Void) {
        run({ engine throws(SyncError) in try engine.addOnlineAccount(id: id, lists: nil) }, done)
    }

    /// `SyncEngine.removeAccount`: forgets the account and its password; its checklists stay.
    func remove(url: String, _ done: @escaping (Result<Void, SyncError>) -> Void) {
        run({ engine throws(SyncError) in try engine.removeAccount(url: url) }, done)
    }

    private func run<T: Sendable>(
        _ work: @escaping @Sendable (SyncEngine) throws(SyncError) -> T,
        _ done: @escaping (Result<T, SyncError>) -> Void
    ) {
        let open = open
        // `done` is only called back on the main loop, where it was made.
        let reply = ThreadBound(done)
        queue.async {
            let result: Result<T, SyncError>
            do {
                let engine = try open()
                result = Result { () throws(SyncError) in try work(engine) }
            } catch {
                result = .failure(.storage(String(describing: error)))
            }
            MainContext.main.invoke { reply.value(result) }
        }
    }
}
