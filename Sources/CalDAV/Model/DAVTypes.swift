/// A calendar collection on the server.
public struct DAVCollection: Sendable, Equatable {
    /// Its path on the server, ending in "/".
    public var href: String
    /// `displayname`, or the last path segment when the server has none.
    public var displayName: String
    /// Whether it holds VTODOs.
    public var holdsTasks: Bool
    /// Its state when listed.
    public var state: DAVCollectionState

    /// Describes a collection.
    public init(href: String, displayName: String, holdsTasks: Bool, state: DAVCollectionState) {
        self.href = href
        self.displayName = displayName
        self.holdsTasks = holdsTasks
        self.state = state
    }
}

/// What tells whether a collection changed.
public struct DAVCollectionState: Sendable, Equatable {
    /// `getctag` (CalendarServer extension), when the server offers it.
    public var ctag: String?
    /// `sync-token` (RFC 6578), when the server offers it.
    public var syncToken: String?

    /// Describes a state.
    public init(ctag: String? = nil, syncToken: String? = nil) {
        self.ctag = ctag
        self.syncToken = syncToken
    }
}

/// The answer to a `sync-collection` report.
public struct DAVChanges: Sendable, Equatable {
    /// Resources added or changed since the token: href → ETag.
    public var changed: [String: String]
    /// Resources removed since the token.
    public var removed: [String]
    /// The token to send next time.
    public var newToken: String

    /// Describes the changes.
    public init(changed: [String: String], removed: [String], newToken: String) {
        self.changed = changed
        self.removed = removed
        self.newToken = newToken
    }
}

/// One calendar resource as fetched.
public struct DAVResource: Sendable, Equatable {
    /// Its path on the server.
    public var href: String
    /// Its ETag.
    public var etag: String
    /// Its iCalendar text (a VCALENDAR).
    public var body: String

    /// Describes a resource.
    public init(href: String, etag: String, body: String) {
        self.href = href
        self.etag = etag
        self.body = body
    }
}

/// The condition a write is sent with, so that it never overwrites an edit made elsewhere.
public enum DAVPrecondition: Sendable, Equatable {
    /// `If-None-Match: *`: the resource must not exist yet.
    case absent
    /// `If-Match: ETAG`: the resource must still be the version with this ETag.
    case etag(String)
}
