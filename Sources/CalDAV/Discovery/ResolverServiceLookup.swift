internal import CGLib
internal import GLibSupport

/// DNS lookups through GLib's resolver (the system's: `/etc/resolv.conf`), blocking.
public struct ResolverServiceLookup: ServiceLookup {
    /// A lookup through the default resolver.
    public init() {}

    public func targets(of service: String, in domain: String) -> [ServiceTarget] {
        guard let resolver = g_resolver_get_default() else { return [] }
        defer { g_object_unref(resolver) }
        var error: UnsafeMutablePointer<GError>?
        let list = g_resolver_lookup_service(resolver, service, "tcp", domain, nil, &error)
        if let error { g_error_free(error) }
        guard let list else { return [] }
        defer { g_resolver_free_targets(list) }
        var targets: [ServiceTarget] = []
        var node: UnsafeMutablePointer<GList>? = list
        while let current = node {
            if let target = current.pointee.data.map(OpaquePointer.init), let name = g_srv_target_get_hostname(target) {
                let host = String(cString: name)
                if host != "." && !host.isEmpty {
                    targets.append(ServiceTarget(host: host, port: Int(g_srv_target_get_port(target))))
                }
            }
            node = current.pointee.next
        }
        return targets
    }

    public func path(of service: String, in domain: String) -> String? {
        guard let resolver = g_resolver_get_default() else { return nil }
        defer { g_object_unref(resolver) }
        var error: UnsafeMutablePointer<GError>?
        let list = g_resolver_lookup_records(resolver, "_\(service)._tcp.\(domain)", G_RESOLVER_RECORD_TXT, nil, &error)
        if let error { g_error_free(error) }
        guard let list else { return nil }
        defer { g_list_free_full(list) { g_variant_unref(OpaquePointer($0)) } }
        var node: UnsafeMutablePointer<GList>? = list
        while let current = node {
            if let record = current.pointee.data.map(OpaquePointer.init) {
                let strings = Variant.child(record, 0)
                defer { if let strings { g_variant_unref(strings) } }
                if let path = Variant.strings(strings).first(where: { $0.hasPrefix("path=") }) {
                    return String(path.dropFirst("path=".count))
                }
            }
            node = current.pointee.next
        }
        return nil
    }
}
