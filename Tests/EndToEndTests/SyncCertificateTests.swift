import Foundation
import TestSupport
import Testing

/// A server with a certificate of its own making (self-signed), as many people run at home:
/// refused until the user confirms its fingerprint, then that certificate and no other.
@Suite("A server's own certificate")
struct SyncCertificateTests {
    /// Radicale over TLS with a self-signed certificate: `account add` refuses it in one line
    /// naming the fingerprint openssl prints, and adds nothing; a malformed `--certificate`
    /// is bad usage; with `--certificate` and that fingerprint (typed in lowercase, without
    /// colons) the account is added, `account list --json` names the certificate, and an
    /// item added here reaches the server. The server started again on the same address with
    /// another certificate: sync fails naming the new one, and the account keeps its pin.
    @Test func selfSignedCertificateIsPinnedOnceConfirmed() async throws {
        let folder = try TemporaryFolder()
        let first = try await TLSCertificate.make(named: "first", in: folder)
        let server = try await CalDAVTestServer.start(.radicale, tls: first)
        let port = try #require(URL(string: server.url)?.port)
        try await TestSession.with { session in
            let refused = await session.addAccount(server.url, user: server.user, password: server.password)
            #expect(refused.status == 1, "\(refused)")
            #expect(refused.errorLines.count == 1, "\(refused)")
            #expect(refused.stderr.contains("--certificate \(first.fingerprint)"), "\(refused)")
            #expect(try await Self.accounts(session).isEmpty)

            let malformed = await session.addAccount(
                server.url, user: server.user, password: server.password, certificate: "12:34")
            #expect(malformed.status == 2, "\(malformed)")
            #expect(malformed.errorLines.count == 1 && malformed.stderr.contains("--certificate"), "\(malformed)")

            let typed = first.fingerprint.replacingOccurrences(of: ":", with: "").lowercased()
            let added = await session.addAccount(
                server.url, user: server.user, password: server.password, certificate: typed)
            try #require(added.status == 0, "\(added)\n\(server.log)")
            let accounts = try await Self.accounts(session)
            #expect(accounts.first?["certificate"] as? String == first.fingerprint, "\(accounts)")

            let item = await session.run(["add", "Buy milk", "--list", "Checklists"])
            try #require(item.status == 0, "\(item)")
            try await session.sync()
            #expect(server.storedCalendarObjects().contains { $0.contains("SUMMARY:Buy milk") })

            server.stop()
            let second = try await TLSCertificate.make(named: "second", in: folder)
            let other = try await CalDAVTestServer.start(.radicale, tls: second, port: UInt16(port))
            let failed = await session.runSyncing(["sync"])
            #expect(failed.status == 1, "\(failed)")
            #expect(failed.stderr.contains(second.fingerprint), "\(failed)")
            let after = try await Self.accounts(session)
            #expect(after.first?["certificate"] as? String == first.fingerprint, "\(after)")
            #expect((after.first?["lastError"] as? String)?.contains(second.fingerprint) == true, "\(after)")
            #expect(other.storedCalendarObjects().isEmpty)
        }
    }

    /// `account list --json`, parsed.
    static func accounts(_ session: TestSession) async throws -> [[String: Any]] {
        let list = await session.runSyncing(["account", "list", "--json"])
        try #require(list.status == 0, "\(list)")
        return try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
    }
}
