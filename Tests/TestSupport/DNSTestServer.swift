import Foundation

/// A DNS server of the test's own: dnsmasq on a loopback address of its own (port 53),
/// answering only the records the test gives and nothing else. A command sees it as its
/// only DNS server when run through `isolating(_:)`: in a mount namespace of its own, with
/// a `resolv.conf` naming it bound over `/etc/resolv.conf` (needs root, as CI is).
public final class DNSTestServer: @unchecked Sendable {
    /// A record the server answers.
    public enum Record: Sendable {
        /// An SRV record: `name` (such as `_caldav._tcp.example.test`) at `target`:`port`.
        case srv(name: String, target: String, port: Int)
        /// A TXT record.
        case txt(name: String, text: String)
        /// An A record.
        case address(name: String, ip: String)

        /// The dnsmasq option that serves it.
        var option: String {
            switch self {
            case .srv(let name, let target, let port): "--srv-host=\(name),\(target),\(port)"
            case .txt(let name, let text): "--txt-record=\(name),\(text)"
            case .address(let name, let ip): "--host-record=\(name),\(ip)"
            }
        }
    }

    /// The loopback address it listens on.
    public let address: String
    /// The running dnsmasq.
    private let process: ChildProcess
    /// Its log and the `resolv.conf` naming it.
    private let folder: TemporaryFolder

    private init(address: String, process: ChildProcess, folder: TemporaryFolder) {
        self.address = address
        self.process = process
        self.folder = folder
    }

    deinit { process.killGroup() }

    /// Starts dnsmasq with `records`, on the first free address of a few random ones in
    /// 127.0.0.0/8, and waits until it listens.
    public static func start(_ records: [Record]) async throws -> DNSTestServer {
        let folder = try TemporaryFolder()
        var logs: [String] = []
        for _ in 1...5 {
            let address = "127.0.\(Int.random(in: 1...254)).\(Int.random(in: 2...254))"
            let log = folder.path("dnsmasq-\(address).log")
            let process = try ChildProcess.launch(
                "dnsmasq", executable: "/usr/sbin/dnsmasq",
                arguments: [
                    "--keep-in-foreground", "--log-facility=-", "--no-resolv", "--no-hosts", "--no-poll",
                    "--listen-address=\(address)", "--bind-interfaces", "--port=53", "--user=root",
                    "--pid-file=",
                ] + records.map(\.option),
                environment: ProcessInfo.processInfo.environment, standardOutput: log, standardError: log,
                ownProcessGroup: true)
            let settled = await Poll.until(timeout: .seconds(10), interval: .milliseconds(50)) {
                !process.isRunning || ChildProcess.read(log).contains("started, version")
            }
            if settled, process.isRunning {
                try folder.write("nameserver \(address)\n", to: "resolv.conf")
                return DNSTestServer(address: address, process: process, folder: folder)
            }
            process.killGroup()
            logs.append(ChildProcess.read(log))
        }
        throw ChildProcess.LaunchFailure(description: "dnsmasq did not start: \(logs.joined(separator: " / "))")
    }

    /// `command` run with this server as its only DNS server.
    public func isolating(_ command: [String]) -> [String] {
        ["/usr/bin/unshare", "--mount", "/bin/sh", "-c", #"mount --bind "$0" /etc/resolv.conf && exec "$@""#]
            + [folder.path("resolv.conf")] + command
    }
}
