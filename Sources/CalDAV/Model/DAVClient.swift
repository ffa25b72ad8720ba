/// What the sync asks of a CalDAV server (RFC 4791, RFC 6578, RFC 6764), one call at a time.
///
/// Every call blocks its thread until the server answered or the timeout passed: the command
/// line calls it directly, the window from a worker thread, so the window never waits for
/// the network. Every call throws `CalDAVError` only. Hrefs are paths on the server
/// ("/user/tasks/abc.ics"), as the server wrote them in its answers.
public protocol DAVClient: AnyObject {
    /// Finds the user's calendar home: through `/.well-known/caldav` when the account's URL
    /// is only a host, then `current-user-principal` and `calendar-home-set`.
    func calendarHome() throws(CalDAVError) -> String

    /// The collections under `home` that hold VTODOs (a collection without
    /// `supported-calendar-component-set` takes any component), with their names and the
    /// tokens they offer.
    func collections(in home: String) throws(CalDAVError) -> [DAVCollection]

    /// Creates a calendar collection for VTODOs named `displayName` under `home`
    /// (MKCALENDAR); returns its href.
    func makeCalendar(named displayName: String, in home: String) throws(CalDAVError) -> String

    /// The collection's `getctag` and `sync-token` as the server tells them now.
    func collectionState(_ collection: String) throws(CalDAVError) -> DAVCollectionState

    /// What changed in the collection since `token` (RFC 6578 `sync-collection`, depth 1).
    /// Throws `.syncTokenRefused` when the server no longer knows the token.
    func changes(in collection: String, since token: String?) throws(CalDAVError) -> DAVChanges

    /// The href and ETag of every calendar resource in the collection (depth 1 PROPFIND of
    /// `getetag`), for servers without `sync-collection`.
    func etags(in collection: String) throws(CalDAVError) -> [String: String]

    /// The resources at `hrefs`, with their ETags and iCalendar text (`calendar-multiget`);
    /// those the server no longer has are left out.
    func resources(_ hrefs: [String], in collection: String) throws(CalDAVError) -> [DAVResource]

    /// Writes `body` (a VCALENDAR) at `href`: with `If-None-Match: *` when `precondition` is
    /// `.absent`, `If-Match` when it is `.etag`. Returns the new ETag when the server sent
    /// one (servers that rewrite the body may not). Throws `.preconditionFailed` on 412.
    func put(_ body: String, at href: String, precondition: DAVPrecondition) throws(CalDAVError) -> String?

    /// Deletes the resource at `href` with `If-Match` when an ETag is given. A resource
    /// already gone is no error. Throws `.preconditionFailed` on 412.
    func delete(_ href: String, ifMatch etag: String?) throws(CalDAVError)
}
