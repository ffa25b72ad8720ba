import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

extension TestSession {
    /// Calls `method` (interface and member, "org.freedesktop.DBus.NameHasOwner") of the object
    /// at `path` of `destination` with `gdbus call`, on the bus at `address` (by default the
    /// session's); the arguments in GVariant text, as gdbus reads them.
    func gdbus(
        _ destination: String, _ path: String, _ method: String, _ arguments: [String] = [],
        on address: String? = nil, timeout: Duration = .seconds(30)
    ) async -> CommandResult {
        await runTool(
            "gdbus",
            ["call", "--address", address ?? busAddress, "-d", destination, "-o", path, "-m", method] + arguments,
            timeout: timeout)
    }

    /// Calls `member` of the bus itself (org.freedesktop.DBus) with `argument`.
    func busDaemon(_ member: String, _ arguments: [String] = [], on address: String? = nil) async -> CommandResult {
        await gdbus(
            "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus.\(member)", arguments, on: address)
    }

    /// Whether `name` has an owner on the bus at `address` (by default the session's).
    func nameHasOwner(_ name: String, on address: String? = nil) async throws -> Bool {
        let result = await busDaemon("NameHasOwner", [name], on: address)
        guard result.status == 0 else { throw BusQueryFailed(description: "NameHasOwner \(name): \(result)") }
        return result.stdout.contains("true")
    }

    /// Waits until `name` has an owner on the bus at `address` (by default the session's), or
    /// has none when `owned` is false; returns whether that came within `timeout`. A question
    /// the bus does not answer counts as "not yet".
    @discardableResult
    func waitForName(
        _ name: String, owned: Bool = true, on address: String? = nil, timeout: Duration
    ) async -> Bool {
        await waitUntil(timeout: timeout, interval: .milliseconds(100)) {
            (try? await nameHasOwner(name, on: address)) == owned
        }
    }

    /// The pid of the connection that owns `name` (a well-known or a unique name) on the bus
    /// at `address` (by default the session's), or nil when it has no owner.
    func ownerPID(_ name: String, on address: String? = nil) async throws -> pid_t? {
        let result = await busDaemon("GetConnectionUnixProcessID", [name], on: address)
        guard result.status == 0 else {
            if result.stderr.contains("NameHasNoOwner") { return nil }
            throw BusQueryFailed(description: "GetConnectionUnixProcessID \(name): \(result)")
        }
        // "(uint32 1234,)"
        let digits = result.stdout.split { !$0.isNumber }.last
        return digits.flatMap { pid_t($0) }
    }

    /// The pid of remindd's connection to the bus, or nil when no remindd is on it.
    func daemonPID() async throws -> pid_t? {
        try await ownerPID("org.checklists.Remindd")
    }

    /// The notification server's capabilities (`GetCapabilities`).
    func notificationServerCapabilities() async throws -> [String] {
        let result = await gdbus(
            "org.freedesktop.Notifications", "/org/freedesktop/Notifications",
            "org.freedesktop.Notifications.GetCapabilities")
        guard result.status == 0 else { throw BusQueryFailed(description: "GetCapabilities: \(result)") }
        // "(['actions', 'body', ...],)"
        return result.stdout.split(separator: "'").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }
}

/// A question to the bus (through gdbus) got no answer.
struct BusQueryFailed: Error, CustomStringConvertible {
    /// The question and gdbus's output.
    var description: String
}
