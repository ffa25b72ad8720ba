import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

extension TestSession {
    /// Starts remindd directly (not through the bus), with `--verbose` and `settings` added
    /// to its environment (such as the fault suite's `REMINDD_TEST_*`); its log lines go to
    /// the session's daemon log, its standard output to a file of its own.
    @discardableResult
    func startDaemon(settings: [String: String] = [:]) throws -> ChildProcess {
        try launch(
            "remindd", executable: executables.remindd.path, arguments: ["--verbose"], settings: settings,
            standardError: files.daemonLog)
    }

    /// Sends `signal` to the remindd that owns its name on the bus, however it was started,
    /// and waits until it is gone from the bus; returns its pid.
    @discardableResult
    func killDaemon(signal: Int32 = SIGTERM, timeout: Duration = .seconds(15)) async throws -> pid_t {
        guard let pid = try await daemonPID() else {
            throw BusQueryFailed(description: "no remindd on the bus to kill")
        }
        kill(pid, signal)
        let gone = await waitForName("org.checklists.Remindd", owned: false, timeout: timeout)
        guard gone else {
            throw BusQueryFailed(description: "remindd (pid \(pid)) still owns its name after \(signal)")
        }
        return pid
    }
}
