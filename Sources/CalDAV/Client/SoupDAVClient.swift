/// The CalDAV client on libsoup 3 and libxml2: every call is one or a few blocking HTTP
/// requests on the calling thread.
///
/// Threads: create, use and drop a client on one thread (see `SoupTransport`); it is not
/// `Sendable`. Hrefs are paths on the account URL's origin; one that the server wrote on
/// another origin (after a redirect to another host) stays a full URL and works as well.
///
/// Discovery (`calendarHome`): when the account URL has no path, `/.well-known/caldav` is
/// asked first (redirects followed), then `/`; otherwise the URL itself. The answer's
/// `calendar-home-set` is the home; without it, its `current-user-principal` is asked for
/// one. A URL that is a calendar collection gives its parent folder; any other collection
/// without a principal is taken as the home itself.
public final class SoupDAVClient: DAVClient {
    /// The HTTP session.
    private let transport: SoupTransport
    /// The account's URL as given.
    private let accountURL: String

    /// A client for the account `login` names (its URL a host, a principal, a calendar home
    /// or a collection); every request gives up after `timeoutSeconds`. Throws `.badURL`
    /// when the URL is not an http(s) URL.
    public init(_ login: DAVLogin, timeoutSeconds: UInt32 = 30) throws(CalDAVError) {
        guard let server = ServerURL(login.url) else { throw .badURL(login.url) }
        accountURL = login.url
        transport = SoupTransport(server: server, login: login, timeoutSeconds: timeoutSeconds)
    }

    /// The server part of the account.
    private var server: ServerURL { transport.server }

    public func calendarHome() throws(CalDAVError) -> String {
        let start = server.path
        let candidates = start.isEmpty || start == "/" ? ["/.well-known/caldav", "/"] : [start]
        for candidate in candidates {
            let found = try propfind(
                candidate, depth: "0", [.principal, .calendarHome, .resourceType], missingIsError: false)
            guard let (answer, path) = found, let first = answer.responses.first else { continue }
            let properties = first.properties
            if let home = properties.calendarHome { return server.resolve(home, against: path) }
            if let principal = properties.principal {
                let principalPath = server.resolve(principal, against: path)
                if let (principalAnswer, answerPath) = try propfind(
                    principalPath, depth: "0", [.calendarHome], missingIsError: false),
                    let home = principalAnswer.responses.first?.properties.calendarHome
                {
                    return server.resolve(home, against: answerPath)
                }
            }
            let href = server.resolve(first.href, against: path)
            if properties.isCalendar { return Self.parent(of: href) }
            if properties.isCollection && candidate == start { return href }
        }
        throw .noCalendarService(url: accountURL)
    }

    public func collections(in home: String) throws(CalDAVError) -> [DAVCollection] {
        guard
            let (answer, path) = try propfind(
                home, depth: "1", [.resourceType, .displayName, .components, .ctag, .syncToken])
        else { throw .notFound(path: home) }
        return answer.responses.compactMap { response in
            let properties = response.properties
            guard properties.isCalendar, properties.components?.contains("VTODO") ?? true else { return nil }
            let href = server.resolve(response.href, against: path)
            return DAVCollection(
                href: href, displayName: properties.displayName ?? Self.lastSegment(of: href), holdsTasks: true,
                state: DAVCollectionState(ctag: properties.ctag, syncToken: properties.syncToken))
        }
    }

    public func makeCalendar(named displayName: String, in home: String) throws(CalDAVError) -> String {
        let folder = home.hasSuffix("/") ? home : home + "/"
        let href = folder + Self.segment(for: displayName) + "/"
        let (answer, _) = try transport.send(
            "MKCALENDAR", to: server.url(of: href), body: DAVRequestBody.makeCalendar(named: displayName))
        guard (200..<300).contains(answer.status) else { throw failure(answer, path: href) }
        return href
    }

    public func collectionState(_ collection: String) throws(CalDAVError) -> DAVCollectionState {
        guard let (answer, path) = try propfind(collection, depth: "0", [.ctag, .syncToken]) else {
            throw .notFound(path: collection)
        }
        let own =
            answer.responses.first { server.resolve($0.href, against: path) == collection } ?? answer.responses.first
        return DAVCollectionState(ctag: own?.properties.ctag, syncToken: own?.properties.syncToken)
    }

    public func changes(in collection: String, since token: String?) throws(CalDAVError) -> DAVChanges {
        let (answer, url) = try transport.send(
            "REPORT", to: server.url(of: collection), headers: ["Depth": "1"],
            body: DAVRequestBody.syncCollection(since: token))
        guard answer.status == 207 else {
            let conditions = DAVErrorBody.conditions(in: answer.body)
            if [403, 409, 400].contains(answer.status) && conditions.contains("valid-sync-token") {
                throw .syncTokenRefused(path: collection)
            }
            throw failure(answer, path: collection)
        }
        let multistatus = try read(answer, path: collection)
        guard let newToken = multistatus.syncToken else {
            throw .malformedResponse(path: collection, reason: "no sync-token in the sync-collection answer")
        }
        let path = ServerURL(url)?.path ?? collection
        var changed: [String: String] = [:]
        var removed: [String] = []
        for response in multistatus.responses {
            let href = server.resolve(response.href, against: path)
            if href == collection { continue }
            if response.status == 404 {
                removed.append(href)
            } else if let etag = response.properties.etag {
                changed[href] = etag
            }
        }
        return DAVChanges(changed: changed, removed: removed, newToken: newToken)
    }

    public func etags(in collection: String) throws(CalDAVError) -> [String: String] {
        guard let (answer, path) = try propfind(collection, depth: "1", [.etag, .resourceType]) else {
            throw .notFound(path: collection)
        }
        var etags: [String: String] = [:]
        for response in answer.responses where !response.properties.isCollection {
            if let etag = response.properties.etag { etags[server.resolve(response.href, against: path)] = etag }
        }
        return etags
    }

    public func resources(_ hrefs: [String], in collection: String) throws(CalDAVError) -> [DAVResource] {
        guard !hrefs.isEmpty else { return [] }
        let (answer, url) = try transport.send(
            "REPORT", to: server.url(of: collection), headers: ["Depth": "1"],
            body: DAVRequestBody.calendarMultiget(hrefs))
        guard answer.status == 207 else { throw failure(answer, path: collection) }
        let path = ServerURL(url)?.path ?? collection
        return try read(answer, path: collection).responses.compactMap { response in
            guard response.status.map({ (200..<300).contains($0) }) ?? true,
                let etag = response.properties.etag, let body = response.properties.calendarData
            else { return nil }
            return DAVResource(href: server.resolve(response.href, against: path), etag: etag, body: body)
        }
    }

    public func put(_ body: String, at href: String, precondition: DAVPrecondition) throws(CalDAVError) -> String? {
        let condition: [String: String] =
            switch precondition {
            case .absent: ["If-None-Match": "*"]
            case .etag(let etag): ["If-Match": etag]
            }
        let (answer, _) = try transport.send(
            "PUT", to: server.url(of: href), headers: condition, body: body,
            contentType: "text/calendar; charset=utf-8")
        guard (200..<300).contains(answer.status) else { throw failure(answer, path: href) }
        return answer.etag
    }

    public func delete(_ href: String, ifMatch etag: String?) throws(CalDAVError) {
        let (answer, _) = try transport.send(
            "DELETE", to: server.url(of: href), headers: etag.map { ["If-Match": $0] } ?? [:])
        guard (200..<300).contains(answer.status) || answer.status == 404 else { throw failure(answer, path: href) }
    }

    /// A PROPFIND of `properties` on `href`; nil when the server has nothing there and
    /// `missingIsError` is false (404, or 405/501 from a server without WebDAV there).
    private func propfind(
        _ href: String, depth: String, _ properties: [DAVRequestBody.Property], missingIsError: Bool = false
    ) throws(CalDAVError) -> (Multistatus, String)? {
        let (answer, url) = try transport.send(
            "PROPFIND", to: server.url(of: href), headers: ["Depth": depth],
            body: DAVRequestBody.propfind(properties))
        if [404, 405, 501].contains(answer.status) && !missingIsError { return nil }
        guard answer.status == 207 else { throw failure(answer, path: href) }
        return (try read(answer, path: href), ServerURL(url)?.path ?? href)
    }

    /// The multistatus in `answer`.
    private func read(_ answer: HTTPAnswer, path: String) throws(CalDAVError) -> Multistatus {
        do {
            return try Multistatus(parsing: answer.body)
        } catch {
            throw .malformedResponse(path: path, reason: error.reason)
        }
    }

    /// The error an answer with a failing status stands for.
    private func failure(_ answer: HTTPAnswer, path: String) -> CalDAVError {
        let conditions = DAVErrorBody.conditions(in: answer.body)
        switch answer.status {
        case 401: return .unauthorized(user: transport.user)
        case 507: return .quotaExceeded(path: path)
        case 403 where conditions.contains("quota-not-exceeded"): return .quotaExceeded(path: path)
        case 403: return .forbidden(path: path)
        case 404: return .notFound(path: path)
        case 412: return .preconditionFailed(path: path)
        default: return .serverError(status: answer.status, path: path)
        }
    }

    /// The folder `href` is in ("/ann/tasks/" → "/ann/").
    private static func parent(of href: String) -> String {
        let trimmed = href.hasSuffix("/") ? String(href.dropLast()) : href
        return trimmed.lastIndex(of: "/").map { String(trimmed[...$0]) } ?? "/"
    }

    /// The last segment of a path, without its slashes.
    private static func lastSegment(of href: String) -> String {
        href.split(separator: "/").last.map(String.init) ?? href
    }

    /// A path segment for a new collection named `name`: letters and digits kept, the rest
    /// "-", and a random suffix so that two collections of one name do not meet.
    private static func segment(for name: String) -> String {
        let kept = name.lowercased().unicodeScalars.map { scalar in
            (scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)))
                ? Character(scalar) : "-"
        }
        let suffix = String(UInt64.random(in: 0...UInt64(UInt32.max)), radix: 16)
        return String(kept).prefix(40) + "-" + suffix
    }
}
