import TestSupport
import Testing

/// What every keyring must do for the accounts' passwords: store, read back, replace, remove,
/// nil for a missing one, and each (url, user) pair kept apart.
enum PasswordStoreBehaviour {
    /// Runs the whole behaviour through `probe`, expecting each step's visible result.
    static func check(_ probe: PasswordProbe) async throws {
        let first = "https://dav.example/"
        let second = "https://other.example/dav/"

        #expect(try await probe.lookup(url: first, user: "alice").line == "none")

        try expectSuccess(await probe.store("alice's secret", url: first, user: "alice"))
        try expectSuccess(await probe.store("bob's secret", url: first, user: "bob"))
        try expectSuccess(await probe.store("alice elsewhere", url: second, user: "alice"))
        #expect(try await probe.lookup(url: first, user: "alice").line == "password: alice's secret")
        #expect(try await probe.lookup(url: first, user: "bob").line == "password: bob's secret")
        #expect(try await probe.lookup(url: second, user: "alice").line == "password: alice elsewhere")
        #expect(try await probe.lookup(url: second, user: "bob").line == "none")

        try expectSuccess(await probe.store("alice's new secret", url: first, user: "alice"))
        #expect(try await probe.lookup(url: first, user: "alice").line == "password: alice's new secret")
        #expect(try await probe.lookup(url: second, user: "alice").line == "password: alice elsewhere")

        try expectSuccess(await probe.remove(url: first, user: "alice"))
        #expect(try await probe.lookup(url: first, user: "alice").line == "none")
        #expect(try await probe.lookup(url: first, user: "bob").line == "password: bob's secret")
        #expect(try await probe.lookup(url: second, user: "alice").line == "password: alice elsewhere")

        try expectSuccess(await probe.remove(url: first, user: "alice"))
    }

    /// Fails the test with what the call printed unless it exited 0 silently.
    static func expectSuccess(_ result: CommandResult) throws {
        try #require(result.status == 0 && result.stderr.isEmpty, "\(result)")
    }
}
