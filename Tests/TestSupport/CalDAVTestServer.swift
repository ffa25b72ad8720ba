import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A real CalDAV server on 127.0.0.1 for one test: Radicale (htpasswd users, files in a
/// temporary folder, each user owning `/USER/`), Xandikos (no passwords: the client's
/// credentials are ignored; its home is `/user/calendars/`), DAViCal (PostgreSQL and PHP;
/// `/caldav.php/USER/`) or Cyrus IMAP (`/dav/calendars/user/USER/`), each with its files in
/// a temporary folder.
///
/// It is stopped, with its whole process group, by `stop()` or when the value goes away.
public final class CalDAVTestServer: Sendable {
    /// Which server.
    public enum Kind: String, Sendable, CaseIterable, CustomStringConvertible {
        /// Radicale 3 (python3-radicale).
        case radicale
        /// Xandikos 0.2 (git-backed).
        case xandikos
        /// DAViCal 1.1 (PostgreSQL, PHP).
        case davical
        /// Cyrus IMAP 3.6's CalDAV (cyrus-caldav), the engine behind Fastmail.
        case cyrus

        /// Its name, for test names.
        public var description: String { rawValue }
    }

    /// Which server this is.
    public let kind: Kind
    /// Its root, "http://127.0.0.1:PORT" (no path), or "https://…" when it speaks TLS.
    public let url: String
    /// The user the tests sign in as.
    public let user: String
    /// That user's password.
    public let password: String
    /// The user's calendar home, as discovery finds it.
    public let home: String
    /// The running server.
    private let process: ChildProcess
    /// Its configuration, users and storage.
    private let folder: TemporaryFolder

    private init(
        kind: Kind, url: String, user: String, password: String, home: String, process: ChildProcess,
        folder: TemporaryFolder
    ) {
        self.kind = kind
        self.url = url
        self.user = user
        self.password = password
        self.home = home
        self.process = process
        self.folder = folder
    }

    deinit { process.killGroup() }

    /// Starts a server of `kind` and waits until it answers HTTP, two servers at a time
    /// (`StartGate`). The free port it is given may be taken by another test before the
    /// server binds it; the server then starts again on another. With `tls` (Radicale
    /// only) it speaks HTTPS alone, with that certificate, on `port` when one is given; the
    /// methods below that talk to it then do not work, `storedCalendarObjects` does.
    public static func start(
        _ kind: Kind, user: String = "ann", password: String = "secret", tls: TLSCertificate? = nil,
        port: UInt16? = nil
    ) async throws
        -> CalDAVTestServer
    {
        precondition(tls == nil || kind == .radicale, "only Radicale is started with TLS")
        let folder = try TemporaryFolder()
        var failures: [String] = []
        for _ in 1...(port == nil ? 3 : 1) {
            let started = try await StartGate.servers.pass {
                try await launch(
                    kind, user: user, password: password, tls: tls, in: folder, port: try port ?? freePort())
            }
            switch started {
            case .success(let server): return server
            case .failure(let log) where log.contains("Address already in use"): failures.append(log.text)
            case .failure(let log): throw ChildProcess.LaunchFailure(description: "\(kind) did not start: \(log.text)")
            }
        }
        throw ChildProcess.LaunchFailure(
            description: "\(kind) found no free port: \(failures.joined(separator: " / "))")
    }

    /// One try at starting the server on `port`: the server, or its log when it did not answer.
    private static func launch(
        _ kind: Kind, user: String, password: String, tls: TLSCertificate?, in folder: TemporaryFolder, port: UInt16
    ) async throws -> Result<CalDAVTestServer, LaunchLog> {
        let log = folder.path("server.log")
        try? FileManager.default.removeItem(atPath: log)
        let process: ChildProcess
        switch kind {
        case .radicale:
            let users = folder.path("users")
            let htpasswd = try ChildProcess.launch(
                "htpasswd", executable: "htpasswd", arguments: ["-b", "-c", "-m", users, user, password],
                environment: ProcessInfo.processInfo.environment, standardOutput: log, standardError: log)
            guard await htpasswd.waitForExit(timeout: .seconds(20)) == 0 else {
                throw ChildProcess.LaunchFailure(description: "htpasswd failed: \(ChildProcess.read(log))")
            }
            try folder.write(
                """
                [server]
                hosts = 127.0.0.1:\(port)
                \(tls.map { "ssl = True\ncertificate = \($0.certificatePath)\nkey = \($0.keyPath)" } ?? "")
                [auth]
                type = htpasswd
                htpasswd_filename = \(users)
                htpasswd_encryption = md5
                [storage]
                filesystem_folder = \(folder.path("collections"))
                [rights]
                type = owner_only
                [logging]
                level = info
                """, to: "config")
            process = try ChildProcess.launch(
                "radicale", executable: "/usr/bin/python3",
                arguments: ["-m", "radicale", "--config", folder.path("config")],
                environment: ProcessInfo.processInfo.environment, standardOutput: log, standardError: log,
                ownProcessGroup: true)
        case .xandikos:
            process = try ChildProcess.launch(
                "xandikos", executable: "/usr/bin/xandikos",
                arguments: ["--defaults", "-d", folder.path("store"), "-l", "127.0.0.1", "-p", "\(port)"],
                environment: ProcessInfo.processInfo.environment, standardOutput: log, standardError: log,
                ownProcessGroup: true)
        case .davical, .cyrus:
            guard let script = CalDAVServerScript.url(for: kind) else { preconditionFailure("\(kind) has a script") }
            process = try CalDAVServerScript.launch(
                kind, script: script, user: user, password: password, in: folder, port: port, log: log)
        }
        let home = CalDAVServerScript.home(of: user, on: kind)
        let server = CalDAVTestServer(
            kind: kind, url: "\(tls == nil ? "http" : "https")://127.0.0.1:\(port)", user: user, password: password,
            home: home, process: process, folder: folder)
        // 90 s: at the start of a whole run, with every suite starting at once on two cores,
        // Xandikos once took over 30 s to import and listen.
        let answering = await Poll.until(timeout: .seconds(90), interval: .milliseconds(100)) {
            guard process.isRunning else { return true }
            guard CalDAVServerScript.isReady(kind, in: folder) else { return false }
            guard tls == nil else { return isListening(on: port) }
            return (try? await server.send("OPTIONS", "/")) != nil
        }
        guard answering, process.isRunning else {
            process.killGroup()
            return .failure(LaunchLog(ChildProcess.read(log)))
        }
        return .success(server)
    }

    /// Stops the server and its process group.
    public func stop() {
        process.killGroup()
    }

    /// What the server wrote to its log.
    public var log: String { ChildProcess.read(folder.path("server.log")) }

    /// Creates a calendar collection `segment` in the user's home with MKCALENDAR (without a
    /// `supported-calendar-component-set` when `components` is nil); returns its href.
    @discardableResult
    public func makeCollection(
        _ segment: String, displayName: String? = nil, components: [String]? = ["VTODO"]
    )
        async throws -> String
    {
        let href = home + segment + "/"
        let escaped = displayName.map {
            $0.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        }
        let name = escaped.map { "<d:displayname>\($0)</d:displayname>" } ?? ""
        let set =
            components.map { list in
                "<c:supported-calendar-component-set>"
                    + list.map { #"<c:comp name="\#($0)"/>"# }.joined() + "</c:supported-calendar-component-set>"
            } ?? ""
        let body = """
            <?xml version="1.0" encoding="utf-8"?>\
            <c:mkcalendar xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">\
            <d:set><d:prop>\(name)\(set)</d:prop></d:set></c:mkcalendar>
            """
        let answer = try await send("MKCALENDAR", href, body: body)
        guard answer.status == 201 else {
            throw ChildProcess.LaunchFailure(description: "MKCALENDAR \(href): \(answer.status) \(answer.body)")
        }
        return href
    }

    /// The resource at `href` as the server holds it (status 404 when it has none).
    public func get(_ href: String) async throws -> RawHTTP.Answer {
        try await send("GET", href)
    }

    /// Writes `body` at `href` with no precondition, as another device would; returns the answer.
    @discardableResult
    public func put(_ body: String, at href: String) async throws -> RawHTTP.Answer {
        try await send("PUT", href, headers: ["Content-Type": "text/calendar; charset=utf-8"], body: body)
    }

    /// Deletes `href` with no precondition, as another device would.
    @discardableResult
    public func delete(_ href: String) async throws -> RawHTTP.Answer {
        try await send("DELETE", href)
    }

    /// The hrefs of the resources in `collection` (a depth 1 PROPFIND, the collection left out), sorted.
    public func listing(_ collection: String) async throws -> [String] {
        let body = #"<?xml version="1.0"?><d:propfind xmlns:d="DAV:"><d:prop><d:getetag/></d:prop></d:propfind>"#
        let answer = try await send("PROPFIND", collection, headers: ["Depth": "1"], body: body)
        return RawHTTP.hrefs(in: answer.body).filter { !$0.hasSuffix("/") }.sorted()
    }

    /// The hrefs of the collections in the user's home (a depth 1 PROPFIND), sorted.
    public func collections() async throws -> [String] {
        let body = #"<?xml version="1.0"?><d:propfind xmlns:d="DAV:"><d:prop><d:resourcetype/></d:prop></d:propfind>"#
        let answer = try await send("PROPFIND", home, headers: ["Depth": "1"], body: body)
        return RawHTTP.hrefs(in: answer.body).filter { $0.hasSuffix("/") && $0 != home }.sorted()
    }

    /// One request to `href` on the server, as the test user.
    private func send(
        _ method: String, _ href: String, headers: [String: String] = [:], body: String? = nil
    )
        async throws -> RawHTTP.Answer
    {
        var all = headers
        if body != nil && all["Content-Type"] == nil { all["Content-Type"] = "application/xml; charset=utf-8" }
        return try await RawHTTP.send(method, url + href, user: user, password: password, headers: all, body: body)
    }

    /// The calendar objects the server keeps on disk (Radicale's `.ics` files), each file's
    /// text: what it holds, also when it speaks TLS.
    public func storedCalendarObjects() -> [String] {
        let root = folder.path("collections")
        let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".ics") && !$0.contains("/.Radicale") }.sorted()
            .map { ChildProcess.read(root + "/" + $0) }
    }

    /// Whether a socket listens on 127.0.0.1:`port` (`/proc/net/tcp`).
    public static func isListening(on port: UInt16) -> Bool {
        ChildProcess.read("/proc/net/tcp").contains(String(format: "0100007F:%04X 00000000:0000 0A", port))
    }

    /// A TCP port nothing listens on now on 127.0.0.1 (the kernel's choice; another process
    /// could take it before the server does, which the kernel makes unlikely).
    public static func freePort() throws -> UInt16 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw ChildProcess.LaunchFailure(description: "socket: \(errno)") }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                bind(socket, generic, length) == 0 && getsockname(socket, generic, &length) == 0
            }
        }
        guard bound else { throw ChildProcess.LaunchFailure(description: "bind: \(errno)") }
        return UInt16(bigEndian: address.sin_port)
    }
}

/// What a server that did not start wrote to its log.
struct LaunchLog: Error {
    /// The log's text.
    let text: String

    init(_ text: String) {
        self.text = text
    }

    /// Whether the log says so.
    func contains(_ phrase: String) -> Bool { text.contains(phrase) }
}
