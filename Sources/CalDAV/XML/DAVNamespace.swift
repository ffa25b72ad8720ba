/// The XML namespaces of WebDAV and CalDAV answers.
enum DAVNamespace {
    /// WebDAV (RFC 4918) and sync-collection (RFC 6578).
    static let dav = "DAV:"
    /// CalDAV (RFC 4791).
    static let caldav = "urn:ietf:params:xml:ns:caldav"
    /// Apple's CalendarServer extensions (`getctag`).
    static let calendarServer = "http://calendarserver.org/ns/"
}
