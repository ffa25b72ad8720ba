/// Why remindd could not tell which sandboxed app a process is.
public enum CallerError: Error, Equatable, CustomStringConvertible {
    /// The process's `/.flatpak-info` is there but unusable; the message says how.
    case flatpakInfo(String)
    /// The bus or the kernel did not answer about the process.
    case process(String)

    /// The message, for the log and the refusal.
    public var description: String {
        switch self {
        case .flatpakInfo(let message): "its /.flatpak-info \(message)"
        case .process(let message): message
        }
    }
}
