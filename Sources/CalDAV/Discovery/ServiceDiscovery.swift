import Foundation

/// Where to look for a CalDAV service, from what the user typed (RFC 6764): a URL is taken
/// as it is; a host, or the domain of an address such as `ann@example.com`, is looked up in
/// DNS (`_caldavs._tcp` then `_caldav._tcp` SRV records, with the path of their TXT
/// records), and then asked at `https://HOST` (whose `/.well-known/caldav` the client
/// follows). A host with a port or a path is taken as an https URL.
public enum ServiceDiscovery {
    /// The user name an address implies when none is given: the address itself, as most
    /// servers that take addresses name their users.
    public static func user(implied server: String) -> String? {
        let trimmed = server.trimmingCharacters(in: .whitespaces)
        guard !trimmed.contains("://"), let at = trimmed.lastIndex(of: "@"), at != trimmed.startIndex,
            trimmed.index(after: at) != trimmed.endIndex
        else { return nil }
        return trimmed
    }

    /// The URLs to try for `server`, in order, without repeats; empty when it names no host.
    public static func candidates(for server: String, lookup: any ServiceLookup = ResolverServiceLookup()) -> [String] {
        let trimmed = server.trimmingCharacters(in: .whitespaces)
        if trimmed.contains("://") { return [trimmed] }
        let host = trimmed.lastIndex(of: "@").map { String(trimmed[trimmed.index(after: $0)...]) } ?? trimmed
        guard !host.isEmpty, !host.contains(" ") else { return [] }
        if host.contains(":") || host.contains("/") { return ["https://" + host] }
        var urls: [String] = []
        for (service, scheme, defaultPort) in [("caldavs", "https", 443), ("caldav", "http", 80)] {
            let path = lookup.path(of: service, in: host) ?? ""
            for target in lookup.targets(of: service, in: host) {
                let port = target.port == defaultPort ? "" : ":\(target.port)"
                urls.append("\(scheme)://\(target.host)\(port)\(path.hasPrefix("/") ? path : "")")
            }
        }
        urls.append("https://" + host)
        var seen: Set<String> = []
        return urls.filter { seen.insert($0).inserted }
    }
}

/// A host and port an SRV record names.
public struct ServiceTarget: Sendable, Equatable {
    /// The host name.
    public var host: String
    /// The port.
    public var port: Int

    /// Creates a target.
    public init(host: String, port: Int) {
        self.host = host
        self.port = port
    }
}

/// The DNS lookups of service discovery.
public protocol ServiceLookup {
    /// The targets of the `_SERVICE._tcp.DOMAIN` SRV records, in the order to try them;
    /// empty when there are none or the service is declared absent (a target of ".").
    func targets(of service: String, in domain: String) -> [ServiceTarget]
    /// The `path=` of the `_SERVICE._tcp.DOMAIN` TXT records, or nil.
    func path(of service: String, in domain: String) -> String?
}
