import Foundation
import TestSupport

extension TestSession {
    /// Calls a method of remindd's interface with gdbus (arguments in GVariant text, as
    /// `gdbus call` reads them), starting remindd by activation when needed.
    func callRemindd(_ method: String, _ arguments: [String]) async -> CommandResult {
        await gdbus("org.checklists.Remindd", "/org/checklists/Remindd", "org.checklists.Remindd1.\(method)", arguments)
    }

    /// `SetCategories(app, categories)`; `categories` in GVariant text.
    func setCategories(app: String, _ categories: String) async -> CommandResult {
        await callRemindd("SetCategories", [app, categories])
    }

    /// `Add(app, request)`; `request` in GVariant text.
    func addRequest(app: String, _ request: String) async -> CommandResult {
        await callRemindd("Add", [app, request])
    }

    /// `Pause(until)`; nil ends the pause.
    func pauseReminders(until date: Date?) async -> CommandResult {
        await callRemindd("Pause", [String(format: "%.3f", date?.timeIntervalSince1970 ?? 0)])
    }

    /// GetStatus's paused-until (0 when not paused).
    func pausedUntil() async throws -> TimeInterval {
        let number = try await statusValue("paused-until")
        guard let seconds = TimeInterval(number) else { throw BusQueryFailed(description: "paused-until: \(number)") }
        return seconds
    }

    /// The value of `key` in GetStatus's answer, in GVariant text (`'available'`, `1.5`).
    func statusValue(_ key: String) async throws -> String {
        let result = await callRemindd("GetStatus", [])
        // ({'capabilities': <[...]>, ..., 'paused-until': <1781524800.5>, 'queued': <uint32 0>},)
        guard result.status == 0, let range = result.stdout.range(of: "'\(key)': <") else {
            throw BusQueryFailed(description: "GetStatus has no \(key): \(result)")
        }
        return String(result.stdout[range.upperBound...].prefix { $0 != ">" })
    }

    /// Writes remindd's settings file with these limits for one app (0 lifts one), for the
    /// remindd started after it.
    func writeDaemonLimits(pendingPerApp: Int, addsPerMinute: Int) throws {
        let folder = URL(fileURLWithPath: files.configHome).appendingPathComponent("remindd")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "[limits]\npending-per-app=\(pendingPerApp)\nadds-per-minute=\(addsPerMinute)\n".write(
            to: folder.appendingPathComponent("remindd.conf"), atomically: true, encoding: .utf8)
    }
}
