/// What `checklists account` and `checklists sync` ask.
public enum AccountAction: Equatable, Sendable {
    /// `account add URL --user NAME [--lists NAME,...]`: nil lists means every task collection.
    case add(url: String, user: String, lists: [String]?)
    /// `account list [--json]`.
    case list(json: Bool)
    /// `account remove URL`.
    case remove(url: String)
    /// `sync [--json]`.
    case sync(json: Bool)
}
