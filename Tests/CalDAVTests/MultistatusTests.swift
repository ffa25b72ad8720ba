import Testing

@testable import CalDAV

/// Reading servers' XML: elements are matched on namespace and name, whatever the prefixes.
@Suite("CalDAV: reading multistatus answers")
struct MultistatusTests {
    /// The same answer written with the prefixes of different servers.
    static let spellings = [
        #"<D:multistatus xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav" xmlns:CS="http://calendarserver.org/ns/">"#
            + #"<D:response><D:href>/a/t/</D:href><D:propstat><D:prop><D:resourcetype><D:collection/><C:calendar/>"#
            + #"</D:resourcetype><D:displayname>Tasks</D:displayname><C:supported-calendar-component-set>"#
            + #"<C:comp name="VTODO"/></C:supported-calendar-component-set><CS:getctag>"c1"</CS:getctag>"#
            + #"<D:sync-token>tok</D:sync-token><D:getetag>"e1"</D:getetag></D:prop>"#
            + #"<D:status>HTTP/1.1 200 OK</D:status></D:propstat></D:response></D:multistatus>"#,
        #"<multistatus xmlns="DAV:"><response><href>/a/t/</href><propstat><prop><resourcetype><collection/>"#
            + #"<calendar xmlns="urn:ietf:params:xml:ns:caldav"/></resourcetype><displayname>Tasks</displayname>"#
            + #"<cal:supported-calendar-component-set xmlns:cal="urn:ietf:params:xml:ns:caldav"><cal:comp name="VTODO"/>"#
            + #"</cal:supported-calendar-component-set><getctag xmlns="http://calendarserver.org/ns/">"c1"</getctag>"#
            + #"<sync-token>tok</sync-token><getetag>"e1"</getetag></prop><status>HTTP/1.1 200 OK</status>"#
            + #"</propstat></response></multistatus>"#,
        #"<ns0:multistatus xmlns:ns0="DAV:" xmlns:ns1="http://calendarserver.org/ns/" xmlns:d="urn:ietf:params:xml:ns:caldav">"#
            + #"<ns0:response><ns0:href>/a/t/</ns0:href><ns0:propstat><ns0:status>HTTP/1.1 200 OK</ns0:status>"#
            + #"<ns0:prop><ns0:resourcetype><ns0:collection /><d:calendar /></ns0:resourcetype>"#
            + #"<ns0:displayname>Tasks</ns0:displayname><d:supported-calendar-component-set><d:comp name="VTODO" />"#
            + #"</d:supported-calendar-component-set><ns1:getctag>"c1"</ns1:getctag><ns0:sync-token>tok</ns0:sync-token>"#
            + #"<ns0:getetag>"e1"</ns0:getetag></ns0:prop></ns0:propstat></ns0:response></ns0:multistatus>"#,
    ]

    /// Every spelling reads as the same properties, the ETag's quotes kept.
    @Test(arguments: spellings) func prefixesDoNotMatter(xml: String) throws {
        let answer = try Multistatus(parsing: Array(xml.utf8))
        let properties = try #require(answer.responses.first).properties
        #expect(answer.responses.map(\.href) == ["/a/t/"])
        #expect(properties.isCalendar && properties.isCollection)
        #expect(properties.displayName == "Tasks")
        #expect(properties.components == ["VTODO"])
        #expect(properties.ctag == #""c1""#)
        #expect(properties.syncToken == "tok")
        #expect(properties.etag == #""e1""#)
    }

    /// A property in a 404 propstat is one the resource lacks; a prefix bound to another
    /// namespace is not DAV's even when it is spelled "D".
    @Test func missingAndForeignPropertiesAreNotRead() throws {
        let xml =
            #"<d:multistatus xmlns:d="DAV:" xmlns:D="urn:other"><d:response><d:href>/x/</d:href>"#
            + #"<d:propstat><d:prop><D:getetag>"no"</D:getetag></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat>"#
            + #"<d:propstat><d:prop><d:getetag>"gone"</d:getetag></d:prop><d:status>HTTP/1.1 404 Not Found</d:status>"#
            + #"</d:propstat></d:response><d:response><d:href>/x/old.ics</d:href><d:status>HTTP/1.1 404 Not Found"#
            + #"</d:status></d:response><d:sync-token>t2</d:sync-token></d:multistatus>"#
        let answer = try Multistatus(parsing: Array(xml.utf8))
        #expect(answer.responses.first?.properties.etag == nil)
        #expect(answer.responses.last?.status == 404)
        #expect(answer.syncToken == "t2")
    }

    /// HTML or another root is refused with a reason.
    @Test func otherDocumentsAreRefused() {
        #expect(throws: MultistatusError.self) { try Multistatus(parsing: Array("<html><body>hi</body>".utf8)) }
        #expect(throws: MultistatusError.self) { try Multistatus(parsing: Array("not xml at all".utf8)) }
        #expect(throws: MultistatusError.self) {
            try Multistatus(parsing: Array(#"<d:error xmlns:d="DAV:"><d:valid-sync-token/></d:error>"#.utf8))
        }
        #expect(
            DAVErrorBody.conditions(in: Array(#"<error xmlns="DAV:"><valid-sync-token /></error>"#.utf8)) == [
                "valid-sync-token"
            ])
    }

    /// Text put into request bodies is escaped; hrefs are resolved against the request.
    @Test func bodiesEscapeAndHrefsResolve() throws {
        #expect(DAVRequestBody.makeCalendar(named: #"A & <B> "c""#).contains("A &amp; &lt;B&gt; &quot;c&quot;"))
        let server = try #require(ServerURL("https://dav.example:8443"))
        #expect(server.path == "" && server.host == "dav.example")
        #expect(server.resolve("b%20c.ics", against: "/ann/tasks/") == "/ann/tasks/b%20c.ics")
        #expect(server.resolve("https://dav.example:8443/ann/x/", against: "/") == "/ann/x/")
        #expect(server.resolve("https://other.example/x/", against: "/") == "https://other.example/x/")
        #expect(ServerURL("ftp://dav.example") == nil)
        #expect(Base64.encode(Array("ann:secret".utf8)) == "YW5uOnNlY3JldA==")
    }
}
