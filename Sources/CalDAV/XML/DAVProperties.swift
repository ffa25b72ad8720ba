/// The properties of one resource the client reads, from the propstats of a multistatus
/// response whose status is 2xx (a 404 propstat lists what the resource does not have).
struct DAVProperties: Sendable, Equatable {
    /// `getetag`, exactly as the server wrote it (quotes included).
    var etag: String?
    /// `displayname`, when set and not empty.
    var displayName: String?
    /// Whether `resourcetype` holds `collection`.
    var isCollection = false
    /// Whether `resourcetype` holds CalDAV's `calendar`.
    var isCalendar = false
    /// The component names of `supported-calendar-component-set`, or nil when the server
    /// did not give the property.
    var components: [String]?
    /// `getctag` (CalendarServer).
    var ctag: String?
    /// `sync-token` (RFC 6578).
    var syncToken: String?
    /// `calendar-data`: the iCalendar text.
    var calendarData: String?
    /// The href inside `current-user-principal`.
    var principal: String?
    /// The first href inside `calendar-home-set`.
    var calendarHome: String?

    /// Takes in the properties inside a `prop` element; others are ignored.
    mutating func read(_ prop: XMLElement) {
        let dav = DAVNamespace.dav
        let caldav = DAVNamespace.caldav
        for property in prop.children {
            switch (property.namespace, property.name) {
            case (dav, "getetag"): etag = property.trimmedText
            case (dav, "displayname"): displayName = property.trimmedText
            case (dav, "resourcetype"):
                isCollection = property.child(dav, "collection") != nil
                isCalendar = property.child(caldav, "calendar") != nil
            case (caldav, "supported-calendar-component-set"):
                components = property.children(caldav, "comp").compactMap { $0.attributes["name"]?.uppercased() }
            case (DAVNamespace.calendarServer, "getctag"): ctag = property.trimmedText
            case (dav, "sync-token"): syncToken = property.trimmedText
            case (caldav, "calendar-data"): calendarData = property.text.isEmpty ? nil : property.text
            case (dav, "current-user-principal"): principal = property.child(dav, "href")?.trimmedText
            case (caldav, "calendar-home-set"): calendarHome = property.child(dav, "href")?.trimmedText
            default: break
            }
        }
    }
}

extension XMLElement {
    /// The text without surrounding white space, or nil when nothing is left.
    var trimmedText: String? {
        let trimmed = text.trimmingWhiteSpace()
        return trimmed.isEmpty ? nil : trimmed
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and line breaks.
    func trimmingWhiteSpace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
