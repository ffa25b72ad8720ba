import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The fault proxy the sync tests put in front of a real Radicale: it passes everything
/// through unchanged, fails exactly the requests its rules name, and counts requests.
@Suite("CalDAV fault proxy in front of Radicale")
struct CalDAVFaultProxyTests {
    /// A running Radicale with the proxy in front of it, and the test's folder.
    private struct Setup {
        let folder: TemporaryFolder
        let radicale: ProxyTestRadicale
        let proxy: CalDAVFaultProxy

        /// The collection `name` of the test user, through the proxy or straight at Radicale.
        func collection(_ name: String, direct: Bool = false) -> URL {
            (direct ? radicale.url : proxy.url).appendingPathComponent("\(ProxyTestRadicale.user)/\(name)/")
        }

        func send(
            _ method: String, _ url: URL, body: String? = nil, headers: [String] = [], timeout: Int = 20
        )
            async throws -> HTTPCall.Answer
        {
            try await HTTPCall.send(method, url, body: body, headers: headers, timeout: timeout, in: folder)
        }

        func stop() async {
            await proxy.stop()
            await radicale.process.stop()
        }
    }

    /// Runs `body` with Radicale, the proxy and a task collection "tasks" made through it.
    private func withProxy(_ body: (Setup) async throws -> Void) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let radicale = try await ProxyTestRadicale.start(in: folder)
        let proxy: CalDAVFaultProxy
        do {
            proxy = try await CalDAVFaultProxy.start(inFrontOf: radicale.url, folder: folder.url.path)
        } catch {
            await radicale.process.stop()
            throw error
        }
        let setup = Setup(folder: folder, radicale: radicale, proxy: proxy)
        do {
            let made = try await setup.send("MKCOL", setup.collection("tasks"), body: Self.makeTaskCollection)
            try #require(made.status == 201, "\(made)")
            try await body(setup)
        } catch {
            await setup.stop()
            throw error
        }
        await setup.stop()
    }

    private static let makeTaskCollection = """
        <?xml version="1.0" encoding="utf-8"?>
        <D:mkcol xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
          <D:set><D:prop>
            <D:resourcetype><D:collection/><C:calendar/></D:resourcetype>
            <C:supported-calendar-component-set><C:comp name="VTODO"/></C:supported-calendar-component-set>
          </D:prop></D:set>
        </D:mkcol>
        """

    private static func task(_ uid: String, summary: String) -> String {
        [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Checklists tests//EN", "BEGIN:VTODO", "UID:\(uid)",
            "DTSTAMP:20260101T000000Z", "SUMMARY:\(summary)", "END:VTODO", "END:VCALENDAR", "",
        ].joined(separator: "\r\n")
    }

    private static let etagReport = """
        <?xml version="1.0" encoding="utf-8"?>
        <D:propfind xmlns:D="DAV:"><D:prop><D:getetag/></D:prop></D:propfind>
        """

    /// Without rules, each request reaches Radicale and its answer comes back unchanged.
    @Test func passesEverythingThrough() async throws {
        try await withProxy { setup in
            let item = setup.collection("tasks").appendingPathComponent("milk.ics")
            let put = try await setup.send("PUT", item, body: Self.task("milk", summary: "Buy milk"))
            #expect(put.status == 201)
            let etag = try #require(put.headers["etag"])

            let viaProxy = try await setup.send("GET", item)
            let direct = try await setup.send(
                "GET", setup.collection("tasks", direct: true).appendingPathComponent("milk.ics"))
            #expect(viaProxy.status == 200)
            #expect(viaProxy.body == direct.body)
            #expect(viaProxy.body.contains("SUMMARY:Buy milk"))
            #expect(viaProxy.headers["etag"] == etag)

            let listing = try await setup.send(
                "PROPFIND", setup.collection("tasks"), body: Self.etagReport, headers: ["Depth: 1"])
            #expect(listing.status == 207)
            #expect(listing.body.contains(etag))

            let stale = try await setup.send(
                "PUT", item, body: Self.task("milk", summary: "Buy oat milk"), headers: ["If-Match: \"stale\""])
            #expect(stale.status == 412, "Radicale's own answers come through too")
            let delete = try await setup.send("DELETE", item, headers: ["If-Match: \(etag)"])
            #expect(delete.status == 200)

            #expect(try setup.proxy.requestCounts() == ["MKCOL": 1, "PUT": 2, "GET": 1, "PROPFIND": 1, "DELETE": 1])
        }
    }

    /// A status rule answers in Radicale's place, as often as it says, and only for its method
    /// and path; nothing reaches the server meanwhile.
    @Test(arguments: [401, 403, 412, 500, 507])
    func statusRuleAnswersInsteadOfTheServer(status: Int) async throws {
        try await withProxy { setup in
            try setup.proxy.set([.status(status, method: "PUT", pathContains: "/tasks/", times: 1)])
            let item = setup.collection("tasks").appendingPathComponent("milk.ics")
            let refused = try await setup.send("PUT", item, body: Self.task("milk", summary: "Buy milk"))
            #expect(refused.status == status)
            #expect((refused.headers["www-authenticate"] != nil) == (status == 401))
            let direct = setup.collection("tasks", direct: true).appendingPathComponent("milk.ics")
            #expect(try await setup.send("GET", direct).status == 404, "the refused PUT never reached Radicale")

            #expect(try await setup.send("GET", item).status == 404, "a GET does not match a PUT rule")
            #expect(try await setup.send("PUT", item, body: Self.task("milk", summary: "Buy milk")).status == 201)
            #expect(try setup.proxy.rules().map(\.times) == [0])
        }
    }

    /// A hanging request gets no answer at all; the proxy goes on answering others.
    @Test func hangNeverAnswers() async throws {
        try await withProxy { setup in
            try setup.proxy.set([Rule(method: "REPORT", times: 1, action: .hang)])
            let hung = try await setup.send("REPORT", setup.collection("tasks"), body: Self.etagReport, timeout: 2)
            #expect(hung.curlStatus == 28, "curl gave up waiting: \(hung)")
            #expect(hung.status == 0)
            #expect(try await setup.send("GET", setup.collection("tasks")).status == 200)
        }
    }

    /// A malformed answer is a 207 whose body an XML parser refuses.
    @Test func malformedIsNotXML() async throws {
        try await withProxy { setup in
            try setup.proxy.set([Rule(method: "REPORT", action: .malformed)])
            let answer = try await setup.send("REPORT", setup.collection("tasks"), body: Self.etagReport)
            #expect(answer.status == 207)
            #expect(!XMLParser(data: Data(answer.body.utf8)).parse())
        }
    }

    /// A rewritten PUT is stored with the server's extra line and answered without an ETag.
    @Test func rewriteChangesTheStoredItemAndDropsTheETag() async throws {
        try await withProxy { setup in
            try setup.proxy.set([Rule(method: "PUT", action: .rewrite)])
            let item = setup.collection("tasks").appendingPathComponent("milk.ics")
            let put = try await setup.send("PUT", item, body: Self.task("milk", summary: "Buy milk"))
            #expect(put.status == 201)
            #expect(put.headers["etag"] == nil)
            let stored = try await setup.send(
                "GET", setup.collection("tasks", direct: true).appendingPathComponent("milk.ics"))
            #expect(stored.body.contains("X-REWRITTEN-BY-SERVER:yes"))
            #expect(stored.body.contains("SUMMARY:Buy milk"))
        }
    }

    /// "down" closes the connection with no answer.
    @Test func downClosesTheConnection() async throws {
        try await withProxy { setup in
            try setup.proxy.set([Rule(method: "*", action: .down)])
            let answer = try await setup.send("GET", setup.collection("tasks"))
            #expect(answer.status == 0)
            #expect([52, 56].contains(answer.curlStatus), "empty reply or connection reset: \(answer)")
            #expect(try setup.proxy.requestCounts() == ["MKCOL": 1, "GET": 1])
        }
    }

    /// "drop-after-reply" answers as usual, without "Connection: close", and closes the
    /// connection when the next request arrives on it: curl, sending two GETs on one
    /// connection, gets both answers only by sending the second again on a new one.
    @Test func dropAfterReplyClosesTheConnectionOnTheNextRequest() async throws {
        try await withProxy { setup in
            try setup.proxy.set([Rule(method: "GET", action: .dropAfterReply)])
            let url = setup.collection("tasks").absoluteString
            let folder = setup.folder
            let curl = try ChildProcess.launch(
                "curl", executable: "curl",
                arguments: [
                    "-s", "-o", "/dev/null", "-o", "/dev/null", "-D", folder.path("twice.headers"), "-w",
                    "%{http_code} ",
                    "-u", "\(ProxyTestRadicale.user):\(ProxyTestRadicale.password)", url, url,
                ],
                environment: ProcessEnvironment.make([:]), standardOutput: folder.path("twice.out"),
                standardError: folder.path("twice.err"))
            let result = await curl.result(timeout: .seconds(30))
            #expect(result.status == 0 && result.stdout == "200 200 ", "\(result)")
            #expect(!ChildProcess.read(folder.path("twice.headers")).lowercased().contains("connection: close"))
            #expect(try setup.proxy.requestCounts() == ["MKCOL": 1, "GET": 3, "dropped GET": 1])
        }
    }
}

private typealias Rule = CalDAVFaultProxy.Rule
