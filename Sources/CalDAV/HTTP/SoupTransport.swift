internal import CGLib
internal import CSoup
internal import GLibSupport

/// One libsoup 3 session sending blocking requests to one server, with the account's Basic
/// credentials on every request.
///
/// Threads (libsoup 3.2's rules): the session is configured here, in `init`, before any
/// request, and never again; since 3.2 the send calls may be made from any thread, each
/// doing its I/O on the thread that called it. Everything else of a session (its release
/// included) belongs to the thread that created it, so a transport is created, used and
/// dropped on one thread: the command line's main thread, or the window's sync worker.
///
/// Re-sent requests: libsoup 3.2 drops a request's body whenever it sends the request again,
/// keeping its Content-Length, and the server then waits for a body that never comes. It
/// sends again a PROPFIND, PUT or DELETE that met a kept connection the server had closed
/// without saying so; the body is therefore given again on the message's `restarted`
/// signal. REPORT and MKCALENDAR, which libsoup does not count as idempotent, always go out
/// on a new connection and are never sent twice.
///
/// The credentials go with the first request, not in answer to a 401. The session's own
/// authentication manager is removed, so it neither strips the header nor retries.
/// Redirects are followed here, not by libsoup, so that the body and the credentials go
/// along with every method.
///
/// Certificates: without a pinned certificate the system's trust decides, and a refused
/// certificate's fingerprint is kept for the error. With one, the session has no TLS
/// database, so every certificate comes to the message's `accept-certificate` signal, and
/// only the pinned one is accepted, whoever signed it.
final class SoupTransport {
    /// The session; owned, released in `deinit`.
    private let session: UnsafeMutablePointer<SoupSession>
    /// "Basic …" for the Authorization header.
    private let authorization: String
    /// The server, for error lines.
    let server: ServerURL
    /// The user name, for error lines.
    let user: String
    /// The timeout, for error lines.
    let timeoutSeconds: UInt32
    /// The pinned certificate and the last one the server sent; handed to the messages'
    /// `accept-certificate` handler, which runs on the sending thread.
    private let certificates: CertificateCheck

    /// A session for `login` on `server` with a timeout of `timeoutSeconds` on every read
    /// and connect.
    init(server: ServerURL, login: DAVLogin, timeoutSeconds: UInt32) {
        self.server = server
        user = login.user
        self.timeoutSeconds = timeoutSeconds
        certificates = CertificateCheck(pinned: login.certificate)
        authorization = "Basic " + Base64.encode(Array("\(login.user):\(login.password)".utf8))
        // soup_session_new never returns NULL: it aborts when out of memory.
        session = soup_session_new()
        soup_session_set_timeout(session, timeoutSeconds)
        soup_session_set_user_agent(session, "Checklists")
        soup_session_remove_feature_by_type(session, soup_auth_manager_get_type())
        if login.certificate != nil { soup_session_set_tls_database(session, nil) }
    }

    deinit {
        soup_session_abort(session)
        ObjectReference.release(session)
    }

    /// Sends `method` to `url` (a full URL) with `headers` and `body`, following up to five
    /// redirects; returns the last answer and the URL it came from. Throws for what is no
    /// HTTP answer: no connection, a timeout, an untrusted certificate.
    func send(
        _ method: String, to url: String, headers: [String: String] = [:], body: String? = nil,
        contentType: String = "application/xml; charset=utf-8"
    ) throws(CalDAVError) -> (answer: HTTPAnswer, url: String) {
        var current = url
        for _ in 0..<5 {
            let answer = try sendOnce(method, to: current, headers: headers, body: body, contentType: contentType)
            guard [301, 302, 303, 307, 308].contains(answer.status), let location = answer.location else {
                return (answer, current)
            }
            current = Self.absolute(location, from: current)
        }
        return (try sendOnce(method, to: current, headers: headers, body: body, contentType: contentType), current)
    }

    /// One request, no redirect followed.
    private func sendOnce(
        _ method: String, to url: String, headers: [String: String], body: String?, contentType: String
    ) throws(CalDAVError) -> HTTPAnswer {
        guard let message = soup_message_new(method, url) else { throw .badURL(url) }
        defer { ObjectReference.release(message) }
        soup_message_add_flags(message, SOUP_MESSAGE_NO_REDIRECT)
        let requestHeaders = soup_message_get_request_headers(message)
        soup_message_headers_replace(requestHeaders, "Authorization", authorization)
        for (name, value) in headers { soup_message_headers_replace(requestHeaders, name, value) }
        if let body { Self.setBody(body, contentType: contentType, of: message) }
        certificates.watch(message)
        var error: UnsafeMutablePointer<GError>?
        let received = soup_session_send_and_read(session, message, nil, &error)
        if let failure = GLibError.take(&error) {
            if let received { g_bytes_unref(received) }
            throw transportFailure(failure)
        }
        var body: [UInt8] = []
        if let received {
            var size: gsize = 0
            if let data = g_bytes_get_data(received, &size), size > 0 {
                body = Array(UnsafeRawBufferPointer(start: data, count: Int(size)))
            }
            g_bytes_unref(received)
        }
        let responseHeaders = soup_message_get_response_headers(message)
        return HTTPAnswer(
            status: Int(soup_message_get_status(message).rawValue), body: body,
            etag: soup_message_headers_get_one(responseHeaders, "ETag").map { String(cString: $0) },
            location: soup_message_headers_get_one(responseHeaders, "Location").map { String(cString: $0) })
    }

    /// Gives `message` its body, and gives it again each time libsoup re-sends the message
    /// (its `restarted` signal), which drops the body and keeps its Content-Length.
    private static func setBody(_ body: String, contentType: String, of message: OpaquePointer) {
        let bytes = Array(body.utf8)
        let gbytes = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        soup_message_set_request_body_from_bytes(message, contentType, gbytes)
        let restarted: @convention(c) (OpaquePointer?, gpointer?) -> Void = { message, bytes in
            // A nil content type keeps the Content-Type header the first call set.
            soup_message_set_request_body_from_bytes(message, nil, OpaquePointer(bytes))
        }
        // The handler takes over the reference g_bytes_new gave; it is released with the
        // handler, when the message goes.
        g_signal_connect_data(
            UnsafeMutableRawPointer(message), "restarted", unsafeBitCast(restarted, to: GCallback.self),
            UnsafeMutableRawPointer(gbytes), { bytes, _ in g_bytes_unref(OpaquePointer(bytes)) }, GConnectFlags(0))
    }

    /// The CalDAV error a failed exchange stands for.
    private func transportFailure(_ failure: GLibError) -> CalDAVError {
        if failure.domain == "g-tls-error-quark" {
            if certificates.pinned != nil {
                return .certificateChanged(host: server.host, fingerprint: certificates.seen)
            }
            return .untrustedCertificate(host: server.host, fingerprint: certificates.seen)
        }
        if failure.domain == "g-io-error-quark" && failure.code == Int32(G_IO_ERROR_TIMED_OUT.rawValue) {
            return .timedOut(host: server.host, seconds: Int(timeoutSeconds))
        }
        return .unreachable(host: server.host, reason: failure.message)
    }

    /// The absolute URL of a `Location` header sent in answer to a request for `url`.
    private static func absolute(_ location: String, from url: String) -> String {
        guard let base = ServerURL(url) else { return location }
        if location.hasPrefix("http://") || location.hasPrefix("https://") { return location }
        return base.origin + base.resolve(location, against: base.path.isEmpty ? "/" : base.path)
    }
}
