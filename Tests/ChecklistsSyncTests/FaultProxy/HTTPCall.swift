import Foundation
import TestSupport

/// One HTTP request made with curl, as a client of the fault proxy would see it.
struct HTTPCall {
    /// What came back.
    struct Answer {
        /// curl's exit status: 0 when an answer came, 28 on a timeout, 52 on an empty reply.
        var curlStatus: Int32
        /// The HTTP status, 0 when none came.
        var status: Int
        /// The header lines, lowercased names.
        var headers: [String: String]
        /// The body.
        var body: String
    }

    /// Sends `method` to `url` as the test user, with `body` (an iCalendar text for a PUT,
    /// XML otherwise) and `headers`, waiting at most `timeout` seconds.
    static func send(
        _ method: String, _ url: URL, body: String? = nil, headers: [String] = [], timeout: Int = 20,
        in folder: TemporaryFolder
    ) async throws -> Answer {
        let name = "curl-\(UUID().uuidString)"
        var arguments = [
            "-s", "-o", folder.path(name + ".body"), "-D", folder.path(name + ".headers"), "-w", "%{http_code}",
            "-m", "\(timeout)", "-X", method, "-u", "\(ProxyTestRadicale.user):\(ProxyTestRadicale.password)",
        ]
        if let body {
            try folder.write(body, to: name + ".request")
            let type = method == "PUT" ? "text/calendar; charset=utf-8" : "application/xml; charset=utf-8"
            arguments += ["-H", "Content-Type: \(type)", "--data-binary", "@" + folder.path(name + ".request")]
        }
        for header in headers { arguments += ["-H", header] }
        let curl = try ChildProcess.launch(
            "curl", executable: "curl", arguments: arguments + [url.absoluteString],
            environment: ProcessEnvironment.make([:]), standardOutput: folder.path(name + ".out"),
            standardError: folder.path(name + ".err"))
        let result = await curl.result(timeout: .seconds(timeout + 10))
        var headerLines: [String: String] = [:]
        for line in ChildProcess.read(folder.path(name + ".headers")).split(separator: "\r\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headerLines[line[..<colon].lowercased()] = line[line.index(after: colon)...]
                .trimmingCharacters(in: .whitespaces)
        }
        return Answer(
            curlStatus: result.status, status: Int(result.stdout) ?? 0, headers: headerLines,
            body: ChildProcess.read(folder.path(name + ".body")))
    }
}
