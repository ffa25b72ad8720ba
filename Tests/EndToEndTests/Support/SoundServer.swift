import Foundation
import TestSupport

/// A real sound server for one test: PulseAudio with a null sink (no sound card needed) on
/// a socket of its own, reachable by the processes that get `settings`.
///
/// Use it through `SoundServer.with { server in ... }`, which stops it and removes its
/// folder however the body ends.
final class SoundServer: Sendable {
    /// Why the server could not start.
    struct StartFailure: Error, CustomStringConvertible {
        /// What went wrong, with the server's log.
        var description: String
    }

    /// Its folder: socket, home, runtime directory and log.
    let folder: TemporaryFolder
    /// The running pulseaudio.
    let process: ChildProcess

    private init(folder: TemporaryFolder, process: ChildProcess) {
        self.folder = folder
        self.process = process
    }

    /// The variables that point a client (libcanberra's PulseAudio backend, pactl) at it.
    var settings: [String: String] {
        ["PULSE_SERVER": "unix:" + folder.path("native"), "PULSE_COOKIE": folder.path("cookie")]
    }

    /// Runs `body` with a started server, and stops it afterwards.
    static func with(_ body: (SoundServer) async throws -> Void) async throws {
        let server = try await StartGate.servers.pass { try await start() }
        do {
            try await body(server)
        } catch {
            await server.process.stop()
            throw error
        }
        await server.process.stop()
    }

    /// Starts pulseaudio: no configuration file, no autospawn, no exit when idle, anonymous
    /// clients on its socket, and a null sink as the default sink.
    private static func start() async throws -> SoundServer {
        let folder = try TemporaryFolder()
        let log = folder.path("pulseaudio.log")
        let process = try ChildProcess.launch(
            "pulseaudio", executable: "pulseaudio",
            arguments: [
                "--daemonize=no", "--exit-idle-time=-1", "-n", "--use-pid-file=no", "--disable-shm=yes",
                "--load=module-native-protocol-unix socket=\(folder.path("native")) auth-anonymous=1",
                "--load=module-null-sink sink_name=ring",
            ],
            environment: ProcessEnvironment.make(["HOME": folder.url.path, "XDG_RUNTIME_DIR": folder.url.path]),
            standardOutput: log, standardError: log)
        let server = SoundServer(folder: folder, process: process)
        // A minute: at the start of a run the unit tests keep both cores busy for half of one.
        let ready = await Poll.until(timeout: .seconds(60), interval: .milliseconds(100)) {
            await server.pactl(["list", "short", "sinks"]).stdout.contains("ring")
        }
        guard ready else {
            await process.stop()
            throw StartFailure(description: "pulseaudio did not start: \(ChildProcess.read(log))")
        }
        return server
    }

    /// Runs pactl against the server.
    func pactl(_ arguments: [String]) async -> CommandResult {
        let output = folder.path("pactl-\(UUID().uuidString.prefix(8))")
        do {
            let process = try ChildProcess.launch(
                "pactl", executable: "pactl", arguments: arguments,
                environment: ProcessEnvironment.make(settings), standardOutput: output + ".out",
                standardError: output + ".err")
            return await process.result(timeout: .seconds(20))
        } catch {
            return CommandResult(status: -1, stdout: "", stderr: "cannot start pactl: \(error)")
        }
    }

    /// Whether a stream of the program `binary` plays on the server now (`pactl list
    /// sink-inputs`: what the user would hear).
    func plays(_ binary: String) async -> Bool {
        await pactl(["list", "sink-inputs"]).stdout.contains("application.process.binary = \"\(binary)\"")
    }

    /// Whether `binary` played at some moment within `window`: a looping sound has short
    /// gaps between its rounds.
    func playsWithin(_ window: Duration, _ binary: String) async -> Bool {
        await Poll.until(timeout: window, interval: .milliseconds(100)) { await plays(binary) }
    }
}
