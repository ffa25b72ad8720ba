import Foundation
import TestSupport

extension TestSession {
    /// The environment of a device's `checklists` for sync: libsecret's file backend in
    /// the session's folder (a process cannot switch keyrings, and the tests have no
    /// desktop's).
    var syncSettings: [String: String] {
        [
            "SECRET_BACKEND": "file", "SECRET_FILE_TEST_PATH": files.path("keyring"),
            "SECRET_FILE_TEST_PASSWORD": "session-keyring",
        ]
    }

    /// Runs `checklists` with the sync's environment, and `settings`.
    func runSyncing(
        _ arguments: [String], settings: [String: String] = [:], timeout: Duration = .seconds(120)
    ) async -> CommandResult {
        await runTool(
            executables.checklists.path, arguments, settings: syncSettings.merging(settings) { $1 }, timeout: timeout)
    }

    /// `checklists account add URL --user USER [--lists ...] [--certificate ...]` with the
    /// password on standard input, as a script would give it.
    func addAccount(
        _ url: String, user: String, password: String, lists: String? = nil, certificate: String? = nil
    ) async -> CommandResult {
        let command =
            [executables.checklists.path, "account", "add", url, "--user", user]
            + (lists.map { ["--lists", $0] } ?? []) + (certificate.map { ["--certificate", $0] } ?? [])
        return await runTool(
            "/bin/sh", ["-c", #"password=$1; shift; printf '%s\n' "$password" | "$@""#, "sh", password] + command,
            settings: syncSettings, timeout: .seconds(120))
    }

    /// `checklists sync`, which must succeed; returns its output.
    @discardableResult
    func sync() async throws -> String {
        let result = await runSyncing(["sync"])
        guard result.status == 0 else { throw BusQueryFailed(description: "sync failed: \(result)\n\(diagnostics)") }
        return result.stdout
    }
}
