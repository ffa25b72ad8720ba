/// An account's URL taken apart: the origin every request goes to and the path it names.
struct ServerURL: Sendable, Equatable {
    /// "https://dav.example" or "http://127.0.0.1:5232", without a trailing "/".
    var origin: String
    /// The host, for error lines.
    var host: String
    /// The path, as written ("" when the URL is only a host).
    var path: String

    /// Takes `url` apart; nil when it is not an http(s) URL with a host.
    init?(_ url: String) {
        guard let separator = url.firstRange(of: "://") else { return nil }
        let scheme = url[..<separator.lowerBound].lowercased()
        guard scheme == "http" || scheme == "https" else { return nil }
        let rest = url[separator.upperBound...]
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        let authority = rest[..<authorityEnd]
        let hostAndPort = authority.split(separator: "@").last.map(String.init) ?? ""
        let hostEnd: String.Index?
        if hostAndPort.hasPrefix("[") {
            hostEnd = hostAndPort.firstIndex(of: "]").map { hostAndPort.index(after: $0) }
        } else {
            hostEnd = hostAndPort.firstIndex(of: ":")
        }
        let host = String(hostAndPort[..<(hostEnd ?? hostAndPort.endIndex)])
        guard !host.isEmpty, !authority.contains(" ") else { return nil }
        let tail = rest[authorityEnd...]
        origin = scheme + "://" + authority
        self.host = host
        path = String(tail.prefix { $0 != "?" && $0 != "#" })
    }

    /// The full URL of `href`: an absolute URL stays as it is, a path is put on the origin.
    func url(of href: String) -> String {
        href.hasPrefix("http://") || href.hasPrefix("https://") ? href : origin + href
    }

    /// `href` from an answer to a request for `requestPath`, as the path the client uses:
    /// an absolute URL on this origin loses the origin (one on another origin stays whole), a
    /// relative one is resolved against the request's folder. Percent-encoding is kept.
    func resolve(_ href: String, against requestPath: String) -> String {
        if href.hasPrefix("http://") || href.hasPrefix("https://") {
            guard let other = ServerURL(href), other.origin.lowercased() == origin.lowercased() else { return href }
            return other.path.isEmpty ? "/" : other.path
        }
        if href.hasPrefix("/") { return href }
        let folder =
            requestPath.hasSuffix("/")
            ? requestPath : requestPath.lastIndex(of: "/").map { String(requestPath[...$0]) } ?? "/"
        return folder + href
    }
}
