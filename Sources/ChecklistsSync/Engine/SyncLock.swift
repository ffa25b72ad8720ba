import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One sync at a time over one database, whichever process runs it (the window's background
/// sync, `checklists sync`): an exclusive `flock` on a file beside the database, held for the
/// whole sync; a second sync waits for the first to end. The kernel drops the lock when the
/// process ends, however it ends.
struct SyncLock {
    /// The lock file's path.
    let path: String

    /// Runs `body` holding the lock; runs it anyway when the file cannot be opened (a
    /// read-only folder), as a sync without a lock is still safe: every write is conditional.
    func holding<T>(_ body: () throws -> T) rethrows -> T {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return try body() }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
