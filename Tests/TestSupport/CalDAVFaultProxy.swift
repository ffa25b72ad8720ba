import Foundation

/// caldav_fault_proxy.py (in Tests/EndToEndTests/Support) in front of a real CalDAV server:
/// it forwards every request unchanged unless one of its rules fails it, and counts the
/// requests by method.
public final class CalDAVFaultProxy: Sendable {
    /// One fault: which requests it hits, how often, and what they get.
    public struct Rule: Codable, Sendable, Equatable {
        /// What a matching request gets instead of the server's answer.
        public enum Action: String, Codable, Sendable {
            /// The rule's `status` (401 with a Basic challenge), not forwarded.
            case status
            /// No answer, ever.
            case hang
            /// A 207 whose body is not XML.
            case malformed
            /// A PUT forwarded with "X-REWRITTEN-BY-SERVER:yes" added to its VTODO, its answer
            /// without an ETag.
            case rewrite
            /// The connection closed at once.
            case down
            /// Forwarded and answered as usual, without "Connection: close"; the connection is
            /// then closed when the next request arrives on it, which gets no answer.
            case dropAfterReply = "drop-after-reply"
            /// Forward a sync-collection REPORT without its token: the server answers with a
            /// full listing, as servers that do not say valid-sync-token for a token they
            /// no longer know do.
            case fullListing = "full-listing"
        }

        /// The HTTP method it hits, or "*" for any.
        public var method: String
        /// Text the request's path must contain ("" for any path).
        public var pathContains: String
        /// How many requests it hits; nil for all of them.
        public var times: Int?
        /// What they get.
        public var action: Action
        /// The status of `.status`.
        public var status: Int?

        /// A rule hitting `times` (nil: every) `method` requests whose path contains `pathContains`.
        public init(
            method: String = "*", pathContains: String = "", times: Int? = nil, action: Action, status: Int? = nil
        ) {
            self.method = method
            self.pathContains = pathContains
            self.times = times
            self.action = action
            self.status = status
        }

        /// A rule answering `status` instead of the server.
        public static func status(
            _ status: Int, method: String = "*", pathContains: String = "", times: Int? = nil
        ) -> Rule {
            Rule(method: method, pathContains: pathContains, times: times, action: .status, status: status)
        }

        private enum CodingKeys: String, CodingKey {
            case method, times, action, status
            case pathContains = "path_contains"
        }
    }

    /// Why the proxy did not start.
    public struct Unavailable: Error, CustomStringConvertible {
        /// What went wrong, with its log.
        public var description: String
    }

    /// Where the script is.
    public static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("EndToEndTests/Support/caldav_fault_proxy.py")

    /// The proxy's URL: the upstream URL with the proxy's host and port.
    public let url: URL
    /// The running script.
    public let process: ChildProcess
    private let rulesPath: String
    private let statsPath: String

    private init(url: URL, process: ChildProcess, rulesPath: String, statsPath: String) {
        self.url = url
        self.process = process
        self.rulesPath = rulesPath
        self.statsPath = statsPath
    }

    /// Starts a proxy in front of `upstream` (an http URL), its rules, counts and log in
    /// `folder`, with no rules, and waits until it listens.
    public static func start(inFrontOf upstream: URL, folder: String) async throws -> CalDAVFaultProxy {
        let name = "caldav-fault-proxy-\(UUID().uuidString.prefix(8))"
        let rules = "\(folder)/\(name).rules.json"
        let stats = "\(folder)/\(name).stats.json"
        let output = "\(folder)/\(name).out"
        let log = "\(folder)/\(name).log"
        try Data("[]".utf8).write(to: URL(fileURLWithPath: rules))
        var origin = URLComponents()
        origin.scheme = upstream.scheme
        origin.host = upstream.host
        origin.port = upstream.port
        guard let originText = origin.string else {
            throw Unavailable(description: "not an http URL: \(upstream)")
        }
        let process = try ChildProcess.launch(
            "caldav_fault_proxy", executable: "/usr/bin/python3", arguments: [script.path, originText, rules, stats],
            environment: ProcessEnvironment.make([:]), standardOutput: output, standardError: log)
        guard let portText = await process.firstLine(in: output, timeout: .seconds(20)), let port = Int(portText),
            var proxied = URLComponents(url: upstream, resolvingAgainstBaseURL: false)
        else {
            _ = process.kill()
            throw Unavailable(description: "the CalDAV fault proxy did not start; its log: \(ChildProcess.read(log))")
        }
        proxied.host = "127.0.0.1"
        proxied.port = port
        guard let url = proxied.url else {
            _ = process.kill()
            throw Unavailable(description: "no proxy URL for \(upstream)")
        }
        return CalDAVFaultProxy(url: url, process: process, rulesPath: rules, statsPath: stats)
    }

    /// Replaces the rules; the next request already follows them.
    public func set(_ rules: [Rule]) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        try encoder.encode(rules).write(to: URL(fileURLWithPath: rulesPath), options: .atomic)
    }

    /// The rules as they stand: a rule's `times` counts down as it hits.
    public func rules() throws -> [Rule] {
        try JSONDecoder().decode([Rule].self, from: Data(contentsOf: URL(fileURLWithPath: rulesPath)))
    }

    /// How many requests of each method the proxy has received so far (faulted ones too),
    /// and under "dropped METHOD" how many of them a `.dropAfterReply` connection closed on.
    public func requestCounts() throws -> [String: Int] {
        try JSONDecoder().decode([String: Int].self, from: Data(contentsOf: URL(fileURLWithPath: statsPath)))
    }

    /// Stops the proxy (a hanging request's connection closes with it).
    public func stop() async {
        await process.stop()
    }
}
