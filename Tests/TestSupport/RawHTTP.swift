import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Plain HTTP requests with Foundation's URLSession, for tests that look at a CalDAV server
/// without going through the client under test.
public enum RawHTTP {
    /// One answer.
    public struct Answer: Sendable {
        /// The status code.
        public var status: Int
        /// The body as text.
        public var body: String
        /// The ETag header, as sent.
        public var etag: String?
    }

    /// Sends `method` to `url` with Basic credentials `user`/`password`, `headers` and `body`.
    public static func send(
        _ method: String, _ url: String, user: String, password: String, headers: [String: String] = [:],
        body: String? = nil
    ) async throws -> Answer {
        guard let target = URL(string: url) else { throw URLError(.badURL) }
        var request = URLRequest(url: target)
        request.httpMethod = method
        let credentials = Data("\(user):\(password)".utf8).base64EncodedString()
        request.setValue("Basic \(credentials)", forHTTPHeaderField: "Authorization")
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        request.httpBody = body.map { Data($0.utf8) }
        request.timeoutInterval = 120
        let (data, response) = try await URLSession.shared.data(for: request)
        let http = response as? HTTPURLResponse
        return Answer(
            status: http?.statusCode ?? 0, body: String(decoding: data, as: UTF8.self),
            etag: http?.value(forHTTPHeaderField: "ETag"))
    }

    /// The text of every `href` element in an XML answer, whatever its prefix, in order.
    public static func hrefs(in xml: String) -> [String] {
        let pattern = /<(?:[A-Za-z0-9]+:)?href>([^<]*)<\/(?:[A-Za-z0-9]+:)?href>/
        return xml.matches(of: pattern).map { String($0.output.1) }
    }
}
