import CGLib
import CShims
import Foundation
import GLibSupport

/// Tells who is behind each unique bus name that calls remindd, as xdg-desktop-portal does,
/// and remembers it until the name leaves the bus.
///
/// The bus gives the connection's process (`GetConnectionCredentials`: its `ProcessID`,
/// and on buses that have it a pidfd, `ProcessFD`); then a `/.flatpak-info` in the process's
/// root names a Flatpak app, a `snap.NAME.…` control group a Snap, and anything else is
/// unsandboxed. Behind Flatpak's `xdg-dbus-proxy` the connection is the proxy's, which Flatpak
/// runs in a sandbox of its own with the app's `/.flatpak-info`, so it reads as the app. The
/// process is held by a pidfd while it is read, and must still run afterwards, so that a pid
/// reused meanwhile cannot lend another process's sandbox. One blocking question to the bus
/// per connection, on its first call or when it joins the bus (`SignalAudience`); the calls
/// after it cost a dictionary lookup.
public final class CallerRegistry {
    private let connection: OpaquePointer
    private let log: DaemonLog
    private let procRoot: String
    /// Each unique name's caller and the id of the subscription that forgets it.
    private var known: [String: (caller: Caller, subscription: guint)] = [:]
    /// The (unique name, app identifier) pairs already logged as differing from their scope.
    private var labelsLogged: Set<String> = []

    /// Asks the bus of `connection` about callers, reading processes below `procRoot`.
    public init(connection: OpaquePointer, log: DaemonLog, procRoot: String = "/proc") {
        self.connection = connection
        self.log = log
        self.procRoot = procRoot
    }

    deinit {
        for entry in known.values { g_dbus_connection_signal_unsubscribe(connection, entry.subscription) }
    }

    /// The caller behind the unique bus name `sender`.
    public func caller(_ sender: String) -> Caller {
        switch tell(sender) {
        case .success(let caller):
            return caller
        case .failure(let error):
            log.log(.failed, "cannot tell which app \(sender) is: \(error)")
            return .unreadable(reason: error.description)
        }
    }

    /// The caller behind `sender`, as `caller(_:)` tells it, or nil without a word in the log
    /// when its process has already gone (a connection remindd only watches, not one that
    /// calls it).
    public func peer(_ sender: String) -> Caller? {
        try? tell(sender).get()
    }

    /// `sender`'s caller, remembered until it leaves the bus. A process that went away is not
    /// remembered (it may be asked about again); a bad `.flatpak-info` stays bad.
    private func tell(_ sender: String) -> Result<Caller, CallerError> {
        if let entry = known[sender] { return .success(entry.caller) }
        let caller: Caller
        do {
            caller = try identify(sender)
        } catch {
            guard case .flatpakInfo = error else { return .failure(error) }
            log.log(.failed, "cannot tell which app \(sender) is: \(error)")
            caller = .unreadable(reason: error.description)
        }
        known[sender] = (caller, forget(sender))
        if case .sandboxed(let sandbox, let app) = caller {
            log.debug("\(sender) is the \(sandbox.rawValue) app \(app)")
        }
        return .success(caller)
    }

    /// Logs, once per connection and app identifier, an unsandboxed caller whose systemd
    /// scope names another app than the one it passed.
    public func noteLabel(_ caller: Caller, sender: String, appIdentifier: String) {
        guard case .unsandboxed(let label?) = caller, label != appIdentifier,
            labelsLogged.insert(sender + "\n" + appIdentifier).inserted
        else { return }
        log.log(.status, "\(sender) runs in the scope of \(label) and calls as \(appIdentifier)")
    }

    /// Reads the sandbox of the process behind `sender`.
    private func identify(_ sender: String) throws(CallerError) -> Caller {
        let process = try credentials(sender)
        defer { close(process.pidfd) }
        let root = "\(procRoot)/\(process.pid)"
        let caller: Caller
        if let app = try FlatpakInfo.appIdentifier(below: root + "/root") {
            caller = .sandboxed(.flatpak, appIdentifier: app)
        } else {
            let groups = ProcessCgroup((try? String(contentsOfFile: root + "/cgroup", encoding: .utf8)) ?? "")
            caller =
                groups.snapName.map { .sandboxed(.snap, appIdentifier: $0) }
                ?? .unsandboxed(scopeLabel: groups.scopeLabel)
        }
        guard shims_pidfd_running(process.pidfd) == 1 else {
            throw .process("process \(process.pid) of \(sender) exited while remindd read it")
        }
        return caller
    }

    /// The pid of `sender`'s process and a pidfd holding it: the bus's own pidfd where it
    /// gives one, else one opened on the pid at once.
    private func credentials(_ sender: String) throws(CallerError) -> (pid: Int32, pidfd: Int32) {
        var error: UnsafeMutablePointer<GError>?
        var fdList: UnsafeMutablePointer<GUnixFDList>?
        let reply = g_dbus_connection_call_with_unix_fd_list_sync(
            connection, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
            "GetConnectionCredentials", Variant.tuple([g_variant_new_string(sender)]),
            shims_variant_type("(a{sv})"), G_DBUS_CALL_FLAGS_NONE, 5000, nil, &fdList, nil, &error)
        defer { if let fdList { g_object_unref(UnsafeMutableRawPointer(fdList)) } }
        guard let reply else {
            throw .process("the bus gave no credentials: \(GLibError.take(&error)?.message ?? "")")
        }
        defer { g_variant_unref(reply) }
        let values = Variant.child(reply, 0)
        defer { if let values { g_variant_unref(values) } }
        let pidValue = g_variant_lookup_value(values, "ProcessID", shims_variant_type("u"))
        guard let pidValue else { throw .process("the bus does not know the process of \(sender)") }
        let pid = Int32(bitPattern: g_variant_get_uint32(pidValue))
        g_variant_unref(pidValue)
        if let handle = g_variant_lookup_value(values, "ProcessFD", shims_variant_type("h")) {
            defer { g_variant_unref(handle) }
            let pidfd = g_unix_fd_list_get(fdList, g_variant_get_handle(handle), nil)
            if pidfd >= 0 { return (pid, pidfd) }
        }
        let pidfd = shims_pidfd_open(pid)
        guard pidfd >= 0 else { throw .process("process \(pid) of \(sender) is gone") }
        return (pid, pidfd)
    }

    /// Subscribes to `sender` leaving the bus, which forgets it; returns the subscription.
    private func forget(_ sender: String) -> guint {
        let box = ClosureBox<Void> { [weak self] in
            guard let self, let entry = known.removeValue(forKey: sender) else { return }
            labelsLogged = labelsLogged.filter { !$0.hasPrefix(sender + "\n") }
            g_dbus_connection_signal_unsubscribe(connection, entry.subscription)
        }
        return g_dbus_connection_signal_subscribe(
            connection, "org.freedesktop.DBus", "org.freedesktop.DBus", "NameOwnerChanged", "/org/freedesktop/DBus",
            sender, G_DBUS_SIGNAL_FLAGS_NONE, { _, _, _, _, _, _, data in ClosureBox<Void>.from(data)?.call(()) },
            box.retain(), ClosureBox<Void>.release)
    }
}
