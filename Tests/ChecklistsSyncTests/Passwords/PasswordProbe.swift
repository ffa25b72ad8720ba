import Foundation
import TestSupport

/// Runs `PasswordStoreProbe`, one `SecretServicePasswords` call per process, in the keyring
/// its environment chooses: libsecret keeps the backend a process first used.
struct PasswordProbe {
    /// The environment of every call (the keyring's variables).
    var environment: [String: String]
    /// Where the calls' input and output files go.
    var folder: TemporaryFolder

    /// A probe in the file backend, its items in the file `keyring` of `folder`, encrypted
    /// with `key` (no key: the backend cannot be opened).
    static func fileBackend(in folder: TemporaryFolder, key: String = "file backend key") -> PasswordProbe {
        PasswordProbe(
            environment: ProcessEnvironment.make([
                "SECRET_BACKEND": "file", "SECRET_FILE_TEST_PATH": folder.path("keyring"),
                "SECRET_FILE_TEST_PASSWORD": key,
            ]),
            folder: folder)
    }

    /// A probe in the Secret Service on the session bus at `address`.
    static func service(busAddress address: String, in folder: TemporaryFolder) -> PasswordProbe {
        PasswordProbe(
            environment: ProcessEnvironment.make(
                [
                    "SECRET_BACKEND": "", "SECRET_FILE_TEST_PATH": "", "SECRET_FILE_TEST_PASSWORD": "",
                    "DBUS_SESSION_BUS_ADDRESS": address,
                ].merging(withoutLeakChecks()) { $1 }),
            folder: folder)
    }

    /// Under AddressSanitizer (`make test-sanitized`), the sanitizer's options with leak
    /// checks off: a probe that used the Secret Service exits with messages of the session bus
    /// that GDBus's worker thread read and queued still allocated, GLib's and not ours (the
    /// file backend's probes are checked for leaks).
    private static func withoutLeakChecks() -> [String: String] {
        guard let options = ProcessInfo.processInfo.environment["ASAN_OPTIONS"] else { return [:] }
        return ["ASAN_OPTIONS": options + ":detect_leaks=0"]
    }

    /// Stores `password` for `user` at `url`, given on standard input as a user would.
    func store(_ password: String, url: String, user: String) async throws -> CommandResult {
        let input = "probe-input-\(UUID().uuidString)"
        try folder.write(password + "\n", to: input)
        defer { try? FileManager.default.removeItem(atPath: folder.path(input)) }
        return try await run(["store", url, user], input: folder.path(input))
    }

    /// Looks the password of `user` at `url` up: "password: ..." or "none".
    func lookup(url: String, user: String) async throws -> CommandResult {
        try await run(["lookup", url, user])
    }

    /// Removes the password of `user` at `url`.
    func remove(url: String, user: String) async throws -> CommandResult {
        try await run(["remove", url, user])
    }

    private func run(_ arguments: [String], input: String = "/dev/null") async throws -> CommandResult {
        let name = "probe-\(UUID().uuidString)"
        let probe = try BuildFolder.locate(holding: ["PasswordStoreProbe"]).executable("PasswordStoreProbe")
        let process = try ChildProcess.launch(
            "PasswordStoreProbe", executable: probe.path, arguments: arguments, environment: environment,
            standardInput: input, standardOutput: folder.path(name + ".out"), standardError: folder.path(name + ".err"))
        return await process.result(timeout: .seconds(30))
    }
}
