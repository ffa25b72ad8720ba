/// A WebDAV `multistatus` answer (RFC 4918 §13), reduced to what the client reads.
struct Multistatus: Sendable, Equatable {
    /// One `response` element.
    struct Response: Sendable, Equatable {
        /// The href as the server wrote it (not yet resolved).
        var href: String
        /// The response-level status code (sync-collection reports a removed resource with
        /// 404 here), or nil when the response carries propstats.
        var status: Int?
        /// The properties from its 2xx propstats.
        var properties: DAVProperties
    }

    /// The responses, in the server's order.
    var responses: [Response]
    /// The multistatus-level `sync-token` of a sync-collection report.
    var syncToken: String?

    /// Reads `bytes`; throws the reason when they are not XML or not a multistatus.
    init(parsing bytes: [UInt8]) throws(MultistatusError) {
        guard let root = XMLElement.parse(bytes) else { throw MultistatusError(reason: "not XML") }
        let dav = DAVNamespace.dav
        guard root.isNamed(dav, "multistatus") else {
            throw MultistatusError(reason: "a <\(root.name)> where a DAV: multistatus belongs")
        }
        syncToken = root.child(dav, "sync-token")?.trimmedText
        responses = try root.children(dav, "response").map { (element) throws(MultistatusError) in
            guard let href = element.child(dav, "href")?.trimmedText else {
                throw MultistatusError(reason: "a response without href")
            }
            var properties = DAVProperties()
            for propstat in element.children(dav, "propstat") {
                let status = propstat.child(dav, "status").flatMap { Self.statusCode($0.text) } ?? 200
                guard (200..<300).contains(status), let prop = propstat.child(dav, "prop") else { continue }
                properties.read(prop)
            }
            let status = element.child(dav, "status").flatMap { Self.statusCode($0.text) }
            return Response(href: href, status: status, properties: properties)
        }
    }

    /// The code of a status line ("HTTP/1.1 404 Not Found" → 404).
    static func statusCode(_ line: String) -> Int? {
        let parts = line.trimmingWhiteSpace().split(separator: " ")
        return parts.count >= 2 ? Int(parts[1]) : nil
    }
}

/// Why an answer is not a readable multistatus.
struct MultistatusError: Error, Sendable {
    /// What was wrong, for the user's line.
    var reason: String
}
