import Foundation

/// Tells an open window when another process (the command line, another window) changed
/// the Checklists database, so that it can show the change.
///
/// A file monitor on `folder` (SQLite writes the database and its journal there) says when
/// to look; `check()` then compares the model's `externalChangeToken` with the one it saw
/// last, so the window's own edits cause no reload.
public final class ExternalChanges {
    /// The folder of the database file: the one to watch.
    public let folder: String
    private let model: ChecklistsModel
    private var lastToken: Int

    /// Starts from the database's state now.
    public init(model: ChecklistsModel) {
        self.model = model
        folder = URL(fileURLWithPath: model.store.database.path).deletingLastPathComponent().path
        lastToken = (try? model.externalChangeToken()) ?? 0
    }

    /// Whether another process committed a change since the last check (or since `init`);
    /// a database that cannot be read counts as unchanged.
    public func check() -> Bool {
        guard let token = try? model.externalChangeToken(), token != lastToken else { return false }
        lastToken = token
        return true
    }
}
