import CalDAV
import Foundation
import TestSupport
import Testing

/// Each way a server fails becomes the one error the user is told.
@Suite("CalDAV: failures")
struct DAVFailureTests {
    /// A wrong password on Radicale is refused as such, with the request body sent once.
    @Test func wrongPasswordIsUnauthorized() async throws {
        let server = try await CalDAVTestServer.start(.radicale)
        let client = try SoupDAVClient(url: server.url, user: server.user, password: "wrong", timeoutSeconds: 10)
        #expect(throws: CalDAVError.unauthorized(user: server.user)) { try client.calendarHome() }
    }

    /// A URL that is no http(s) URL is refused before anything is sent.
    @Test func otherSchemesAreBadURLs() {
        #expect(throws: CalDAVError.badURL("ftp://dav.example")) {
            try SoupDAVClient(url: "ftp://dav.example", user: "ann", password: "x")
        }
    }

    /// Nothing listening on the port: unreachable.
    @Test func nothingListeningIsUnreachable() throws {
        let port = try CalDAVTestServer.freePort()
        let client = try SoupDAVClient(url: "http://127.0.0.1:\(port)", user: "ann", password: "x", timeoutSeconds: 2)
        #expect {
            try client.calendarHome()
        } throws: { error in
            if case .unreachable(host: "127.0.0.1", _) = error as? CalDAVError { return true }
            return false
        }
    }

    /// A server that accepts the connection and never answers: timed out after about the
    /// timeout, not hanging.
    @Test func silentServerTimesOut() async throws {
        let stub = try await StubHTTPServer.start(.silent)
        let client = try SoupDAVClient(url: stub.url, user: "ann", password: "x", timeoutSeconds: 2)
        let started = ContinuousClock.now
        #expect(throws: CalDAVError.timedOut(host: "127.0.0.1", seconds: 2)) { try client.calendarHome() }
        #expect(ContinuousClock.now - started < .seconds(8))
    }

    /// A server answering PROPFIND with something that is not XML: malformed.
    @Test func nonXMLAnswerIsMalformed() async throws {
        let stub = try await StubHTTPServer.start(.notXML)
        let client = try SoupDAVClient(url: stub.url + "/ann/", user: "ann", password: "x", timeoutSeconds: 5)
        #expect(throws: CalDAVError.malformedResponse(path: "/ann/", reason: "not XML")) {
            try client.collections(in: "/ann/")
        }
    }

    /// A real TLS server (`openssl s_server`) whose certificate is self-signed: not trusted,
    /// said as such, never used.
    @Test func aSelfSignedCertificateIsNotTrusted() async throws {
        let folder = try TemporaryFolder()
        let (key, certificate, log) = (folder.path("key.pem"), folder.path("cert.pem"), folder.path("tls.log"))
        let made = try ChildProcess.launch(
            "openssl", executable: "openssl",
            arguments: [
                "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", certificate, "-days", "1",
                "-subj", "/CN=127.0.0.1",
            ],
            environment: ProcessInfo.processInfo.environment, standardOutput: log, standardError: log)
        try #require(await made.waitForExit(timeout: .seconds(30)) == 0, "\(ChildProcess.read(log))")
        let port = try CalDAVTestServer.freePort()
        let server = try ChildProcess.launch(
            "openssl", executable: "openssl",
            arguments: [
                "s_server", "-accept", "127.0.0.1:\(port)", "-cert", certificate, "-key", key, "-www", "-quiet",
            ],
            environment: ProcessInfo.processInfo.environment, standardOutput: log, standardError: log,
            ownProcessGroup: true)
        defer { server.killGroup() }
        let listening = await Poll.until(timeout: .seconds(20), interval: .milliseconds(100)) {
            ChildProcess.read("/proc/net/tcp").contains(String(format: ":%04X 00000000:0000 0A", port))
        }
        try #require(listening, "\(ChildProcess.read(log))")
        let client = try SoupDAVClient(url: "https://127.0.0.1:\(port)", user: "ann", password: "x", timeoutSeconds: 5)
        #expect(throws: CalDAVError.untrustedCertificate(host: "127.0.0.1")) { try client.calendarHome() }
    }
}
