import Foundation

/// The start scripts beside this file for the servers that need more than one command to
/// start: DAViCal (PostgreSQL, then PHP's built-in server) and Cyrus IMAP (its master,
/// then one IMAP login that makes the user's mailbox). Each is run as
/// `SCRIPT FOLDER PORT USER PASSWORD`, keeps its files in FOLDER and ends with the server in
/// the foreground of its process group. DAViCal copies its empty database from a template
/// under TMPDIR that its first start makes (seconds) and later ones reuse (start-up ~1.5 s).
enum CalDAVServerScript {
    /// The script that starts `kind`, or nil when the server is one command.
    static func url(for kind: CalDAVTestServer.Kind) -> URL? {
        switch kind {
        case .radicale, .xandikos: nil
        case .davical: folder.appendingPathComponent("davical.sh")
        case .cyrus: folder.appendingPathComponent("cyrus.sh")
        }
    }

    /// The user's calendar home on `kind`, as discovery finds it.
    static func home(of user: String, on kind: CalDAVTestServer.Kind) -> String {
        switch kind {
        case .radicale: "/\(user)/"
        case .xandikos: "/user/calendars/"
        case .davical: "/caldav.php/\(user)/"
        case .cyrus: "/dav/calendars/user/\(user)/"
        }
    }

    /// Whether the server started by the script is ready for the test, beyond answering HTTP:
    /// Cyrus answers before the user's mailbox is made, and says when it is with a file.
    static func isReady(_ kind: CalDAVTestServer.Kind, in folder: TemporaryFolder) -> Bool {
        kind != .cyrus || FileManager.default.fileExists(atPath: folder.path("ready"))
    }

    /// Starts the script for `kind` on `port` in its own process group, its output in `log`.
    static func launch(
        _ kind: CalDAVTestServer.Kind, script: URL, user: String, password: String, in folder: TemporaryFolder,
        port: UInt16, log: String
    ) throws -> ChildProcess {
        try? FileManager.default.removeItem(atPath: folder.path("ready"))
        return try ChildProcess.launch(
            kind.rawValue, executable: "/bin/sh", arguments: [script.path, folder.url.path, "\(port)", user, password],
            environment: ProcessInfo.processInfo.environment, standardOutput: log, standardError: log,
            ownProcessGroup: true)
    }

    /// The folder of the scripts.
    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
}
