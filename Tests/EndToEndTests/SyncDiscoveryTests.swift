import Foundation
import TestSupport
import Testing

/// `account add` with an address instead of a URL: the server is found through the DNS
/// records RFC 6764 names, served by a DNS server of the test's own (dnsmasq).
@Suite("CalDAV discovery from an address")
struct SyncDiscoveryTests {
    /// `checklists account add ARGUMENTS` with the password on standard input, `dns` as the
    /// only DNS server.
    static func addAccount(
        _ session: TestSession, dns: DNSTestServer, password: String, _ arguments: [String]
    ) async
        -> CommandResult
    {
        let command = dns.isolating([session.executables.checklists.path, "account", "add"] + arguments)
        return await session.runTool(
            "/bin/sh", ["-c", #"password=$1; shift; printf '%s\n' "$password" | "$@""#, "sh", password] + command,
            settings: session.syncSettings, timeout: .seconds(120))
    }

    /// `ann@example.test`, whose domain has a `_caldav._tcp` SRV record naming Radicale's
    /// host and port, is added with that address as its user; a domain without records is
    /// refused in one line, and nothing is added.
    @Test func anAddressFindsTheServerThroughItsSRVRecord() async throws {
        let server = try await CalDAVTestServer.start(.radicale, user: "ann@example.test")
        let port = try #require(URL(string: server.url)?.port)
        let dns = try await DNSTestServer.start([
            .srv(name: "_caldav._tcp.example.test", target: "dav.example.test", port: port),
            .address(name: "dav.example.test", ip: "127.0.0.1"),
        ])
        try await TestSession.with { session in
            let nowhere = await Self.addAccount(session, dns: dns, password: server.password, ["ann@nowhere.test"])
            #expect(nowhere.status == 1, "\(nowhere)")
            #expect(nowhere.errorLines.count == 1 && nowhere.stderr.contains("nowhere.test"), "\(nowhere)")

            let added = await Self.addAccount(session, dns: dns, password: server.password, ["ann@example.test"])
            try #require(added.status == 0, "\(added)\n\(server.log)")
            #expect(
                added.stdout.contains(
                    "Added http://dav.example.test:\(port) for ann@example.test, syncing: Checklists"),
                "\(added)")
            let accounts = await session.runSyncing(["account", "list", "--json"])
            let entries = try JSONSerialization.jsonObject(with: Data(accounts.stdout.utf8)) as? [[String: Any]]
            #expect(entries?.map { $0["url"] as? String } == ["http://dav.example.test:\(port)"], "\(accounts)")
            #expect(entries?.first?["user"] as? String == "ann@example.test", "\(accounts)")
        }
    }
}
