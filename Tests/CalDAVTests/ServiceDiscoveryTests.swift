import CalDAV
import Testing

/// What the user types becomes the URLs to try, RFC 6764's way, with DNS answers given.
@Suite("Service discovery")
struct ServiceDiscoveryTests {
    /// DNS answers by service and domain.
    struct Answers: ServiceLookup {
        var targets: [String: [ServiceTarget]] = [:]
        var paths: [String: String] = [:]

        func targets(of service: String, in domain: String) -> [ServiceTarget] {
            targets["\(service).\(domain)"] ?? []
        }

        func path(of service: String, in domain: String) -> String? {
            paths["\(service).\(domain)"]
        }
    }

    @Test("A URL is taken as it is; a host with a port or a path as an https URL")
    func urls() {
        #expect(
            ServiceDiscovery.candidates(for: " http://127.0.0.1:5232/ ", lookup: Answers()) == [
                "http://127.0.0.1:5232/"
            ])
        #expect(
            ServiceDiscovery.candidates(for: "dav.example.com:8443", lookup: Answers()) == [
                "https://dav.example.com:8443"
            ])
        #expect(ServiceDiscovery.candidates(for: "example.com/dav/", lookup: Answers()) == ["https://example.com/dav/"])
        #expect(ServiceDiscovery.candidates(for: "ann@", lookup: Answers()) == [])
    }

    @Test("A host or an address: caldavs SRV targets with the TXT path, then caldav ones, then https://HOST")
    func records() {
        var answers = Answers()
        answers.targets["caldavs.example.com"] = [
            ServiceTarget(host: "dav.example.com", port: 443), ServiceTarget(host: "backup.example.com", port: 8443),
        ]
        answers.paths["caldavs.example.com"] = "/remote.php/dav/"
        answers.targets["caldav.example.com"] = [ServiceTarget(host: "dav.example.com", port: 8080)]
        let expected = [
            "https://dav.example.com/remote.php/dav/", "https://backup.example.com:8443/remote.php/dav/",
            "http://dav.example.com:8080", "https://example.com",
        ]
        #expect(ServiceDiscovery.candidates(for: "example.com", lookup: answers) == expected)
        #expect(ServiceDiscovery.candidates(for: "ann@example.com", lookup: answers) == expected)
        #expect(ServiceDiscovery.candidates(for: "other.org", lookup: answers) == ["https://other.org"])
    }

    @Test("An address names its user; a URL or a host does not")
    func impliedUser() {
        #expect(ServiceDiscovery.user(implied: "ann@example.com") == "ann@example.com")
        #expect(ServiceDiscovery.user(implied: "example.com") == nil)
        #expect(ServiceDiscovery.user(implied: "https://ann@example.com/") == nil)
        #expect(ServiceDiscovery.user(implied: "@example.com") == nil)
    }
}
