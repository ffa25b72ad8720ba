#if canImport(Glibc)
    import Glibc
#endif

extension TestSession {
    /// Whether `name` has an owner on the session's bus.
    func nameHasOwner(_ name: String) async throws -> Bool {
        let result = await busCall("NameHasOwner", name)
        guard result.status == 0 else { throw BusQueryFailed(description: "NameHasOwner \(name): \(result)") }
        return result.stdout.contains("true")
    }

    /// The pid of remindd's connection to the bus, or nil when no remindd is on it.
    func daemonPID() async throws -> pid_t? {
        let result = await busCall("GetConnectionUnixProcessID", "org.checklists.Remindd")
        guard result.status == 0 else {
            if result.stderr.contains("NameHasNoOwner") { return nil }
            throw BusQueryFailed(description: "GetConnectionUnixProcessID: \(result)")
        }
        // "(uint32 1234,)"
        let digits = result.stdout.split { !$0.isNumber }.last
        return digits.flatMap { pid_t($0) }
    }

    /// The notification server's capabilities (`GetCapabilities`).
    func notificationServerCapabilities() async throws -> [String] {
        let result = await runTool(
            "gdbus",
            [
                "call", "--address", busAddress, "-d", "org.freedesktop.Notifications", "-o",
                "/org/freedesktop/Notifications",
                "-m", "org.freedesktop.Notifications.GetCapabilities",
            ], timeout: .seconds(30))
        guard result.status == 0 else { throw BusQueryFailed(description: "GetCapabilities: \(result)") }
        // "(['actions', 'body', ...],)"
        return result.stdout.split(separator: "'").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    private func busCall(_ method: String, _ argument: String) async -> CommandResult {
        await runTool(
            "gdbus",
            [
                "call", "--address", busAddress, "-d", "org.freedesktop.DBus", "-o", "/org/freedesktop/DBus",
                "-m", "org.freedesktop.DBus.\(method)", argument,
            ], timeout: .seconds(30))
    }
}

/// A question to the bus (through gdbus) got no answer.
struct BusQueryFailed: Error, CustomStringConvertible {
    /// The question and gdbus's output.
    var description: String
}
