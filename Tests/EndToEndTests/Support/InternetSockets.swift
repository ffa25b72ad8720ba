import Foundation
import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// The internet sockets (TCP and UDP, IPv4 and IPv6) processes hold, read from /proc: a
/// socket a process has open shows as `socket:[inode]` among its file descriptors, and an
/// internet socket's inode is listed in /proc/net/tcp, tcp6, udp or udp6.
enum InternetSockets {
    /// The tables of internet sockets.
    static let tables = ["/proc/net/tcp", "/proc/net/tcp6", "/proc/net/udp", "/proc/net/udp6"]

    /// The internet sockets `pid` holds, one line of a /proc/net table each (empty when
    /// it holds none, or is gone).
    static func held(by pid: pid_t) -> [String] {
        let inodes = socketInodes(of: pid)
        guard !inodes.isEmpty else { return [] }
        return tables.flatMap { table in
            ChildProcess.read(table).split(separator: "\n").dropFirst().filter { line in
                // sl local rem st queues tr retrnsmt uid timeout inode ...
                let fields = line.split(separator: " ")
                return fields.count > 9 && inodes.contains(String(fields[9]))
            }.map { "\(table): \($0)" }
        }
    }

    /// The inodes of every socket `pid` has open.
    static func socketInodes(of pid: pid_t) -> Set<String> {
        let folder = "/proc/\(pid)/fd"
        let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return Set(
            descriptors.compactMap { descriptor in
                guard
                    let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "\(folder)/\(descriptor)"),
                    target.hasPrefix("socket:[")
                else { return nil }
                return String(target.dropFirst("socket:[".count).dropLast())
            })
    }
}
