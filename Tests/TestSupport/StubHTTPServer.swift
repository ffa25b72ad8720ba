import Foundation

/// A tiny python3 HTTP server on 127.0.0.1 that misbehaves on purpose, for the client's
/// failure tests: one that accepts connections and never answers, or one that answers every
/// request with 207 and a body that is not XML.
public final class StubHTTPServer: Sendable {
    /// How it misbehaves.
    public enum Behaviour: String, Sendable {
        /// Accepts, reads, never answers.
        case silent
        /// Answers 207 with "this is not XML".
        case notXML
    }

    /// "http://127.0.0.1:PORT".
    public let url: String
    /// The python3 process.
    private let process: ChildProcess
    /// Its script and log.
    private let folder: TemporaryFolder

    private init(url: String, process: ChildProcess, folder: TemporaryFolder) {
        self.url = url
        self.process = process
        self.folder = folder
    }

    deinit { process.killGroup() }

    /// Starts a stub that behaves as `behaviour` and waits until it listens.
    public static func start(_ behaviour: Behaviour) async throws -> StubHTTPServer {
        let folder = try TemporaryFolder()
        try folder.write(
            """
            import os, socket, sys, threading, time
            behaviour = sys.argv[2]
            listener = socket.socket()
            listener.bind(("127.0.0.1", 0))
            listener.listen(16)
            with open(sys.argv[1] + ".new", "w") as port_file:
                port_file.write(str(listener.getsockname()[1]))
            os.rename(sys.argv[1] + ".new", sys.argv[1])
            held = []
            def serve(connection):
                data = b""
                while b"\\r\\n\\r\\n" not in data:
                    chunk = connection.recv(65536)
                    if not chunk:
                        return
                    data += chunk
                if behaviour == "silent":
                    held.append(connection)
                    return
                body = b"this is not XML"
                connection.sendall(b"HTTP/1.1 207 Multi-Status\\r\\nContent-Type: text/plain\\r\\nContent-Length: "
                    + str(len(body)).encode() + b"\\r\\nConnection: close\\r\\n\\r\\n" + body)
                connection.close()
            while True:
                connection, _ = listener.accept()
                threading.Thread(target=serve, args=(connection,), daemon=True).start()
            """, to: "stub.py")
        let log = folder.path("stub.log")
        // The stub binds a port the system picks and writes it down: no other test can take
        // it between choosing and binding.
        let portFile = folder.path("port")
        let process = try ChildProcess.launch(
            "stub", executable: "/usr/bin/python3", arguments: [folder.path("stub.py"), portFile, behaviour.rawValue],
            environment: ProcessInfo.processInfo.environment, standardOutput: log, standardError: log,
            ownProcessGroup: true)
        var port: UInt16 = 0
        let listening = await Poll.until(timeout: .seconds(20)) {
            guard process.isRunning else { return true }
            port = UInt16(ChildProcess.read(portFile)) ?? 0
            return port != 0 && Self.accepts(port: port)
        }
        guard listening, process.isRunning else {
            throw ChildProcess.LaunchFailure(description: "stub did not start: \(ChildProcess.read(log))")
        }
        return StubHTTPServer(url: "http://127.0.0.1:\(port)", process: process, folder: folder)
    }

    /// Whether a TCP connection to `port` on 127.0.0.1 is accepted.
    private static func accepts(port: UInt16) -> Bool {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return false }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = port.bigEndian
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }
}
