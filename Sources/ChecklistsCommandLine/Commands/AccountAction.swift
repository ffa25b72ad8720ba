/// What `checklists account` and `checklists sync` ask.
public enum AccountAction: Equatable, Sendable {
    /// `account add URL --user NAME [--lists NAME,...] [--certificate SHA256]`: nil lists
    /// means every task collection; a certificate is the one trusted for the server.
    case add(url: String, user: String, lists: [String]?, certificate: String? = nil)
    /// `account list [--json]`.
    case list(json: Bool)
    /// `account remove URL`.
    case remove(url: String)
    /// `sync [--json]`.
    case sync(json: Bool)
}
