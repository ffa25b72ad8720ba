import Foundation
import TestSupport

extension TestSession {
    /// Runs the built `checklists` with `arguments` on the session's bus and waits for it.
    func run(_ arguments: [String], timeout: Duration = .seconds(60)) async -> CommandResult {
        await runTool(executables.checklists.path, arguments, timeout: timeout)
    }

    /// Runs a program (a path, or a name looked up on the PATH) on the session's bus and
    /// waits for it; after `timeout` it is killed and the status is -1.
    func runTool(
        _ executable: String, _ arguments: [String], settings: [String: String] = [:], timeout: Duration = .seconds(60)
    ) async -> CommandResult {
        let name = URL(fileURLWithPath: executable).lastPathComponent
        let stem = files.path("run-\(name)-\(UUID().uuidString.prefix(8))")
        let process: ChildProcess
        do {
            process = try launch(
                name, executable: executable, arguments: arguments, settings: settings, standardOutput: stem + ".out",
                standardError: stem + ".err")
        } catch {
            return CommandResult(status: -1, stdout: "", stderr: "cannot start \(executable): \(error)")
        }
        let result = await process.result(timeout: timeout)
        processes.withLock { started in started.removeAll { $0 === process } }
        return result
    }

    /// `checklists pending --json`, decoded; throws with the command's output when it fails.
    func pending() async throws -> [PendingEntry] {
        try ListingEntries.decode([PendingEntry].self, from: await run(["pending", "--json"]))
    }

    /// `checklists delivered --json`, decoded; throws with the command's output when it fails.
    func delivered() async throws -> [DeliveredEntry] {
        try ListingEntries.decode([DeliveredEntry].self, from: await run(["delivered", "--json"]))
    }
}
