#if canImport(Glibc)
    import Glibc
#endif

/// What the kernel says of a process, whoever started it, from `/proc`.
public enum ProcessTable {
    /// Whether `pid` is a live process (not a zombie) whose command name starts with `name`,
    /// and not another process that reused the number.
    public static func isRunning(_ pid: pid_t, named name: String) -> Bool {
        guard ChildProcess.read("/proc/\(pid)/comm").hasPrefix(name) else { return false }
        // "1234 (remindd) S ...": the state is the field after the name.
        return ChildProcess.read("/proc/\(pid)/stat").split(separator: " ").dropFirst(2).first != "Z"
    }
}
