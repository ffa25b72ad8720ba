import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A small tmpfs mounted on the session's data folder (`$XDG_DATA_HOME/checklists`), to make
/// the databases' disk full or read-only. Needs root, as the suite runs in CI.
struct ScratchMount {
    /// Why mounting, remounting or filling failed.
    struct Failure: Error, CustomStringConvertible {
        /// The command and what it printed.
        var description: String
    }

    /// Where the tmpfs is mounted: the folder both databases live in.
    let path: String
    /// The file `fill()` writes to take all the free space.
    var fillerPath: String { path + "/filler" }

    /// Runs a mount command of the session; throws with its output when it fails.
    private static func run(_ session: TestSession, _ arguments: [String]) async throws {
        let result = await session.runTool(arguments[0], Array(arguments.dropFirst()), timeout: .seconds(30))
        guard result.status == 0 else { throw Failure(description: "\(arguments.joined(separator: " ")): \(result)") }
    }

    /// Fills the file system with `filler` until no byte is left.
    func fill(_ session: TestSession) async throws {
        // dd stops with "No space left on device"; its status says nothing more.
        _ = await session.runTool("dd", ["if=/dev/zero", "of=\(fillerPath)", "bs=4k"], timeout: .seconds(60))
        var status = statvfs()
        guard statvfs(path, &status) == 0, status.f_bavail == 0 else {
            throw Failure(description: "\(path) still has \(status.f_bavail) free blocks after filling it")
        }
    }

    /// Removes the filler: the space comes back.
    func unfill() throws {
        try FileManager.default.removeItem(atPath: fillerPath)
    }

    /// Makes the file system read-only; fails while a process has a file on it open for
    /// writing (stop remindd first).
    func remountReadOnly(_ session: TestSession) async throws {
        try await Self.run(session, ["mount", "-o", "remount,ro", path])
    }

    /// The names in the folder, sorted.
    func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }
}

extension TestSession {
    /// Mounts a tmpfs of `size` (such as "2m") on the data folder, runs `body`, then kills
    /// remindd (it keeps the databases open) and unmounts, however `body` ends.
    func withScratchMount(size: String, _ body: (ScratchMount) async throws -> Void) async throws {
        let mount = ScratchMount(path: files.dataHome + "/checklists")
        try FileManager.default.createDirectory(atPath: mount.path, withIntermediateDirectories: true)
        let mounted = await runTool("mount", ["-t", "tmpfs", "-o", "size=\(size)", "none", mount.path])
        guard mounted.status == 0 else { throw ScratchMount.Failure(description: "mount: \(mounted)") }
        do {
            try await body(mount)
        } catch {
            await unmount(mount)
            throw error
        }
        await unmount(mount)
    }

    private func unmount(_ mount: ScratchMount) async {
        // Gone from the bus means its socket, and so its files, were closed.
        _ = try? await killDaemon(signal: SIGKILL)
        if await runTool("umount", [mount.path]).status != 0 {
            // Something still has a file open: detach it now, it goes when closed.
            _ = await runTool("umount", ["-l", mount.path])
        }
    }
}
