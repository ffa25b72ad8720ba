/// Lets only a few test servers start at once. The tests run in parallel, and at the start of
/// a run a dozen of them each start a CalDAV server (DAViCal with its own PostgreSQL) or a
/// sound server; on two cores, all at once, some missed their time to answer. A server's time
/// to start counts from when it gets its turn here, not from when it asked.
public actor StartGate {
    /// The gate of the servers the tests start: two at a time.
    public static let servers = StartGate(slots: 2)

    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// A gate that lets `slots` through at once.
    public init(slots: Int) {
        free = slots
    }

    /// Runs `start` once a slot is free, and frees the slot when it returns or throws.
    public nonisolated func pass<T>(_ start: () async throws -> T) async throws -> T {
        await enter()
        do {
            let value = try await start()
            await leave()
            return value
        } catch {
            await leave()
            throw error
        }
    }

    private func enter() async {
        if free > 0 {
            free -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    private func leave() {
        if waiting.isEmpty {
            free += 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}
