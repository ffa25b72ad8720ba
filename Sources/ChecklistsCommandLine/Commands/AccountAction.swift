/// What `checklists account` and `checklists sync` ask.
public enum AccountAction: Equatable, Sendable {
    /// `account add URL --user NAME [--lists NAME,...] [--certificate SHA256]`: nil lists
    /// means every task collection; a certificate is the one trusted for the server.
    case add(url: String, user: String, lists: [String]?, certificate: String? = nil)
    /// `account add --online-account ID [--lists NAME,...]`: the desktop's account of that id.
    case addOnline(id: String, lists: [String]?)
    /// `account online [--json]`: the desktop's online accounts that can be added.
    case online(json: Bool)
    /// `account list [--json]`.
    case list(json: Bool)
    /// `account remove URL`.
    case remove(url: String)
    /// `sync [--json]`.
    case sync(json: Bool)
}
