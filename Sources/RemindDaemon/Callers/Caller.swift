/// Who sent a method call, as the bus and the kernel tell it (`CallerRegistry`).
public enum Caller: Equatable, Sendable {
    /// The sandboxes remindd recognises.
    public enum Sandbox: String, Sendable {
        /// A Flatpak app: its `/.flatpak-info` names it.
        case flatpak = "Flatpak"
        /// A Snap: its `snap.NAME.…` cgroup names it.
        case snap = "Snap"
    }

    /// A process outside any sandbox: it names its app itself, and may name any (a label, not
    /// a boundary). `scopeLabel` is the app identifier of its systemd scope
    /// (`app-…-ID-….scope`), when it runs in one.
    case unsandboxed(scopeLabel: String?)
    /// An app in a sandbox whose app identifier is `appIdentifier`: it may use only that one.
    case sandboxed(Sandbox, appIdentifier: String)
    /// A sandbox remindd cannot read (`reason` says why): every call is refused.
    case unreadable(reason: String)

    /// A caller whose app the bus and the kernel cannot tell (a peer-to-peer connection, or
    /// a registry-less service in tests): unsandboxed, without a label.
    public static let unknownUnsandboxed = Caller.unsandboxed(scopeLabel: nil)
}
