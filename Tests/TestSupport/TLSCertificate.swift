import Foundation

/// A self-signed certificate for 127.0.0.1 made by `openssl req`, with its key and the
/// SHA-256 fingerprint `openssl x509 -fingerprint -sha256` prints for it ("AB:CD:…").
public struct TLSCertificate: Sendable {
    /// The certificate, PEM.
    public let certificatePath: String
    /// Its private key, PEM.
    public let keyPath: String
    /// Its SHA-256 fingerprint, as openssl prints it.
    public let fingerprint: String

    /// Makes a new key and certificate named `name` in `folder`.
    public static func make(named name: String = "server", in folder: TemporaryFolder) async throws -> TLSCertificate {
        let (key, certificate, log) = (
            folder.path("\(name).key"), folder.path("\(name).pem"), folder.path("\(name).log")
        )
        let environment = ProcessInfo.processInfo.environment
        let made = try ChildProcess.launch(
            "openssl", executable: "openssl",
            arguments: [
                "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", certificate, "-days", "1",
                "-subj", "/CN=127.0.0.1",
            ],
            environment: environment, standardOutput: log, standardError: log)
        guard await made.waitForExit(timeout: .seconds(30)) == 0 else {
            throw ChildProcess.LaunchFailure(description: "openssl req: \(ChildProcess.read(log))")
        }
        let output = folder.path("\(name).fingerprint")
        let printed = try ChildProcess.launch(
            "openssl", executable: "openssl",
            arguments: ["x509", "-noout", "-fingerprint", "-sha256", "-in", certificate],
            environment: environment, standardOutput: output, standardError: log)
        let line = ChildProcess.read(output).trimmingCharacters(in: .whitespacesAndNewlines)
        guard await printed.waitForExit(timeout: .seconds(30)) == 0,
            let fingerprint = ChildProcess.read(output).trimmingCharacters(in: .whitespacesAndNewlines)
                .split(separator: "=").last
        else {
            throw ChildProcess.LaunchFailure(description: "openssl x509: \(line) \(ChildProcess.read(log))")
        }
        return TLSCertificate(certificatePath: certificate, keyPath: key, fingerprint: String(fingerprint))
    }
}
