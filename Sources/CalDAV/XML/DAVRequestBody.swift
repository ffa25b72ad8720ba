internal import CGLib

/// The XML bodies the client sends, with every text it puts in escaped.
enum DAVRequestBody {
    /// A property the client asks for, as `prefix:name` in a body whose root declares
    /// `d` (DAV:), `c` (CalDAV) and `cs` (CalendarServer).
    enum Property: String, Sendable {
        /// DAV: getetag.
        case etag = "d:getetag"
        /// DAV: displayname.
        case displayName = "d:displayname"
        /// DAV: resourcetype.
        case resourceType = "d:resourcetype"
        /// DAV: sync-token.
        case syncToken = "d:sync-token"
        /// DAV: current-user-principal.
        case principal = "d:current-user-principal"
        /// CalDAV: calendar-home-set.
        case calendarHome = "c:calendar-home-set"
        /// CalDAV: supported-calendar-component-set.
        case components = "c:supported-calendar-component-set"
        /// CalDAV: calendar-data.
        case calendarData = "c:calendar-data"
        /// CalendarServer: getctag.
        case ctag = "cs:getctag"
    }

    /// The namespace declarations every body's root carries.
    private static let namespaces =
        #"xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav" xmlns:cs="http://calendarserver.org/ns/""#
    /// The XML declaration.
    private static let declaration = #"<?xml version="1.0" encoding="utf-8"?>"#

    /// A PROPFIND asking for `properties`.
    static func propfind(_ properties: [Property]) -> String {
        "\(declaration)<d:propfind \(namespaces)>\(prop(properties))</d:propfind>"
    }

    /// A sync-collection REPORT (RFC 6578) from `token` (nil: the first sync), depth 1, for ETags.
    static func syncCollection(since token: String?) -> String {
        "\(declaration)<d:sync-collection \(namespaces)><d:sync-token>\(escape(token ?? ""))</d:sync-token>"
            + "<d:sync-level>1</d:sync-level>\(prop([.etag]))</d:sync-collection>"
    }

    /// A calendar-multiget REPORT for the ETags and iCalendar text of `hrefs`.
    static func calendarMultiget(_ hrefs: [String]) -> String {
        let list = hrefs.map { "<d:href>\(escape($0))</d:href>" }.joined()
        return "\(declaration)<c:calendar-multiget \(namespaces)>\(prop([.etag, .calendarData]))\(list)"
            + "</c:calendar-multiget>"
    }

    /// An MKCALENDAR body: a collection for VTODOs named `displayName`.
    static func makeCalendar(named displayName: String) -> String {
        "\(declaration)<c:mkcalendar \(namespaces)><d:set><d:prop><d:displayname>\(escape(displayName))</d:displayname>"
            + #"<c:supported-calendar-component-set><c:comp name="VTODO"/></c:supported-calendar-component-set>"#
            + "</d:prop></d:set></c:mkcalendar>"
    }

    /// `text` with XML's special characters escaped, by GLib's `g_markup_escape_text`.
    static func escape(_ text: String) -> String {
        guard let escaped = g_markup_escape_text(text, -1) else { return "" }
        defer { g_free(escaped) }
        return String(cString: escaped)
    }

    /// A `prop` element asking for `properties`.
    private static func prop(_ properties: [Property]) -> String {
        "<d:prop>" + properties.map { "<\($0.rawValue)/>" }.joined() + "</d:prop>"
    }
}
