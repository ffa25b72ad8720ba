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
        let client = try SoupDAVClient(
            DAVLogin(url: server.url, user: server.user, password: "wrong"), timeoutSeconds: 10)
        #expect(throws: CalDAVError.unauthorized(user: server.user)) { try client.calendarHome() }
    }

    /// A URL that is no http(s) URL is refused before anything is sent.
    @Test func otherSchemesAreBadURLs() {
        #expect(throws: CalDAVError.badURL("ftp://dav.example")) {
            try SoupDAVClient(DAVLogin(url: "ftp://dav.example", user: "ann", password: "x"))
        }
    }

    /// Nothing listening on the port: unreachable.
    @Test func nothingListeningIsUnreachable() throws {
        let port = try CalDAVTestServer.freePort()
        let client = try SoupDAVClient(
            DAVLogin(url: "http://127.0.0.1:\(port)", user: "ann", password: "x"), timeoutSeconds: 2)
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
        let client = try SoupDAVClient(DAVLogin(url: stub.url, user: "ann", password: "x"), timeoutSeconds: 2)
        let started = ContinuousClock.now
        #expect(throws: CalDAVError.timedOut(host: "127.0.0.1", seconds: 2)) { try client.calendarHome() }
        #expect(ContinuousClock.now - started < .seconds(8))
    }

    /// A server answering PROPFIND with something that is not XML: malformed.
    @Test func nonXMLAnswerIsMalformed() async throws {
        let stub = try await StubHTTPServer.start(.notXML)
        let client = try SoupDAVClient(DAVLogin(url: stub.url + "/ann/", user: "ann", password: "x"), timeoutSeconds: 5)
        #expect(throws: CalDAVError.malformedResponse(path: "/ann/", reason: "not XML")) {
            try client.collections(in: "/ann/")
        }
    }

    /// Radicale speaking TLS with a self-signed certificate: not trusted, said as such with
    /// the fingerprint `openssl x509` prints for it; refused, naming the one it sent, when
    /// another one is pinned; trusted once pinned, whoever signed it.
    @Test func aSelfSignedCertificateIsTrustedOnlyWhenPinned() async throws {
        let folder = try TemporaryFolder()
        let certificate = try await TLSCertificate.make(in: folder)
        let server = try await CalDAVTestServer.start(.radicale, tls: certificate)
        func client(pinning pin: String?) throws -> SoupDAVClient {
            try SoupDAVClient(
                DAVLogin(url: server.url, user: server.user, password: server.password, certificate: pin),
                timeoutSeconds: 10)
        }
        let untrusted = CalDAVError.untrustedCertificate(host: "127.0.0.1", fingerprint: certificate.fingerprint)
        #expect(throws: untrusted) { try client(pinning: nil).calendarHome() }
        let other = String(repeating: "AB:", count: 31) + "AB"
        #expect(throws: CalDAVError.certificateChanged(host: "127.0.0.1", fingerprint: certificate.fingerprint)) {
            try client(pinning: other).calendarHome()
        }
        // Last: once a handshake succeeded, this process resumes the server's TLS session
        // without looking at its certificate again (the same server, holding its secret).
        #expect(try client(pinning: certificate.fingerprint).calendarHome() == server.home)
    }
}
