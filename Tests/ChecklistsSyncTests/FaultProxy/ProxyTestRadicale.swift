import Foundation
import TestSupport

/// A real Radicale for the fault proxy's own tests: htpasswd users, its collections in a
/// folder of the test's, on a free port of 127.0.0.1.
struct ProxyTestRadicale {
    /// Why Radicale did not come up.
    struct Unavailable: Error, CustomStringConvertible {
        /// What went wrong, with its log.
        var description: String
    }

    /// The user the tests sign in as, and the password.
    static let user = "alice", password = "wonderland"

    /// The server's root URL.
    let url: URL
    /// The running server.
    let process: ChildProcess

    /// Starts Radicale with its files in `folder` and waits until it listens.
    static func start(in folder: TemporaryFolder) async throws -> ProxyTestRadicale {
        try folder.write("\(user):\(password)\n", to: "radicale-users")
        try folder.write(
            """
            [server]
            hosts = 127.0.0.1:0
            [auth]
            type = htpasswd
            htpasswd_filename = \(folder.path("radicale-users"))
            htpasswd_encryption = plain
            [storage]
            filesystem_folder = \(folder.path("radicale-collections"))
            [rights]
            type = owner_only
            [logging]
            level = info

            """, to: "radicale.conf")
        let log = folder.path("radicale.log")
        let process = try ChildProcess.launch(
            "radicale", executable: "/usr/bin/python3",
            arguments: ["-m", "radicale", "--config", folder.path("radicale.conf")],
            environment: ProcessEnvironment.make([:]), standardOutput: log, standardError: log)
        var port: Int?
        await Poll.until(timeout: .seconds(30), interval: .milliseconds(100)) {
            port = ChildProcess.read(log).firstMatch(of: /Listening on '\[127\.0\.0\.1\]:(\d+)'/).flatMap { Int($0.1) }
            return port != nil || !process.isRunning
        }
        guard let port, let url = URL(string: "http://127.0.0.1:\(port)/") else {
            _ = process.kill()
            throw Unavailable(description: "Radicale did not start; its log: \(ChildProcess.read(log))")
        }
        return ProxyTestRadicale(url: url, process: process)
    }
}
