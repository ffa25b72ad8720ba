import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Replaces a file's contents all at once: readers, and the file after a crash or power
/// loss, see the old contents or the new, never a mix or an empty file.
///
/// The data goes to a new file in the same folder, is flushed to disk (`fsync`), and is
/// renamed over the target (atomic on one file system); then the folder is flushed so that
/// the rename lasts. On failure the temporary file is removed.
enum AtomicFile {
    /// Makes `data` the contents of `url`, creating the folder when missing; the error says
    /// what failed.
    static func replace(_ url: URL, with data: Data) throws(ChecklistsError) {
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .settingsFile("cannot create the folder \(folder.path): \(error.localizedDescription)")
        }
        let temporary = folder.appendingPathComponent(
            ".\(url.lastPathComponent).\(UUID().uuidString.prefix(8).lowercased()).tmp"
        ).path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure("cannot create", temporary) }
        var renamed = false
        defer { if !renamed { unlink(temporary) } }
        do {
            defer { close(descriptor) }
            try writeAll(data, to: descriptor, path: temporary)
            guard fsync(descriptor) == 0 else { throw failure("cannot flush", temporary) }
        }
        guard rename(temporary, url.path) == 0 else { throw failure("cannot replace", url.path) }
        renamed = true
        let folderDescriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            // Best effort: the file is in place either way; this makes the rename durable.
            _ = fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    /// Writes every byte of `data`, going on after short writes and interruptions.
    private static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws(ChecklistsError) {
        let failed: Bool = data.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return false }
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, base + offset, buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                if written <= 0 { return true }
                offset += written
            }
            return false
        }
        if failed { throw failure("cannot write", path) }
    }

    /// The error for a failed system call on `path`, with the system's reason.
    private static func failure(_ action: String, _ path: String) -> ChecklistsError {
        .settingsFile("\(action) \(path): \(String(cString: strerror(errno)))")
    }
}
