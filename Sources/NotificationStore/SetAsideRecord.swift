import SQLiteSupport

/// A stored record that could not be used when it was read back, and was moved to the
/// `set_aside` table (kept there as it was, like an unreadable database file is kept).
public struct SetAsideRecord: Sendable, Equatable, CustomStringConvertible {
    /// The table a record came from.
    public enum Source: String, Sendable {
        /// A pending request.
        case pending
        /// A delivered notification.
        case delivered
        /// An app's notification category.
        case categories
        /// A setting, such as the end of "Pause Reminders".
        case settings
    }

    /// The table it came from.
    public var source: Source
    /// The app, or "" for a setting.
    public var app: String
    /// The request or category identifier, or the setting's key.
    public var identifier: String
    /// What was wrong with it.
    public var reason: String

    /// A record of `source` keyed by `app` and `identifier`, with no reason yet.
    public init(source: Source, app: String, identifier: String, reason: String = "") {
        self.source = source
        self.app = app
        self.identifier = identifier
        self.reason = reason
    }

    /// This record with the reason `error` gives.
    func because(_ error: StoreError) -> SetAsideRecord {
        var record = self
        if case .corruptRow(let message) = error {
            record.reason = message
        } else {
            record.reason = error.description
        }
        return record
    }

    /// The key a user reads: `app/identifier`, or the setting's key.
    public var key: String { app.isEmpty ? identifier : "\(app)/\(identifier)" }

    /// One line for the log: where the record was, its key and why it was set aside.
    public var description: String { "\(source.rawValue) \(key): \(reason)" }
}
