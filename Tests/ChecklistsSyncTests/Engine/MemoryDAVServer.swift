import CalDAV

/// A CalDAV server in memory, for the sync's rules where a real one cannot be made to
/// behave so (a server without sync-tokens: Radicale and Xandikos both offer them). It
/// counts the calls it gets.
final class MemoryDAVServer: DAVClient {
    /// The one collection's href.
    static let collection = "/ann/tasks/"
    /// The resources: href → (ETag, body).
    var resources: [String: (etag: String, body: String)] = [:]
    /// Whether it offers `sync-token` (otherwise only `getctag`).
    var offersSyncToken = false
    /// The calls, by name, in order.
    private(set) var calls: [String] = []
    private var version = 0

    /// Stores a resource as another device would, with a new ETag.
    func write(_ body: String, at href: String) {
        version += 1
        resources[href] = ("\"\(version)\"", body)
    }

    func calendarHome() throws(CalDAVError) -> String {
        calls.append("calendarHome")
        return "/ann/"
    }

    func collections(in home: String) throws(CalDAVError) -> [DAVCollection] {
        calls.append("collections")
        return [DAVCollection(href: Self.collection, displayName: "Tasks", holdsTasks: true, state: state)]
    }

    func makeCalendar(named displayName: String, in home: String) throws(CalDAVError) -> String {
        calls.append("makeCalendar")
        return Self.collection
    }

    func collectionState(_ collection: String) throws(CalDAVError) -> DAVCollectionState {
        calls.append("collectionState")
        return state
    }

    func changes(in collection: String, since token: String?) throws(CalDAVError) -> DAVChanges {
        calls.append("changes")
        return DAVChanges(changed: resources.mapValues(\.etag), removed: [], newToken: "\(version)")
    }

    func etags(in collection: String) throws(CalDAVError) -> [String: String] {
        calls.append("etags")
        return resources.mapValues(\.etag)
    }

    func resources(_ hrefs: [String], in collection: String) throws(CalDAVError) -> [DAVResource] {
        calls.append("resources \(hrefs.count)")
        return hrefs.compactMap { href in resources[href].map { DAVResource(href: href, etag: $0.etag, body: $0.body) }
        }
    }

    func put(_ body: String, at href: String, precondition: DAVPrecondition) throws(CalDAVError) -> String? {
        calls.append("put")
        switch precondition {
        case .absent where resources[href] != nil: throw .preconditionFailed(path: href)
        case .etag(let etag) where resources[href]?.etag != etag: throw .preconditionFailed(path: href)
        default: break
        }
        write(body, at: href)
        return resources[href]?.etag
    }

    func delete(_ href: String, ifMatch etag: String?) throws(CalDAVError) {
        calls.append("delete")
        if let etag, let stored = resources[href], stored.etag != etag { throw .preconditionFailed(path: href) }
        resources[href] = nil
    }

    /// The state: a ctag that is the version, and a token when offered.
    private var state: DAVCollectionState {
        DAVCollectionState(ctag: "\(version)", syncToken: offersSyncToken ? "\(version)" : nil)
    }

    /// Forgets the calls so far.
    func resetCalls() { calls = [] }
}
