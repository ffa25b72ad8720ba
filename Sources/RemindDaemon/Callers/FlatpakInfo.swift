import CGLib
import CShims
import Foundation
import GLibSupport

/// Reads a Flatpak app's identifier from the `.flatpak-info` file in a process's root.
///
/// Flatpak binds that file at `/.flatpak-info` in every process of the app's sandbox, its
/// `xdg-dbus-proxy` included, and the app cannot change it. It is read through
/// `/proc/PID/root`, opened relative to that root without following a symbolic link, and
/// must be a regular file.
public enum FlatpakInfo {
    /// The largest `.flatpak-info` read; Flatpak's are a few hundred bytes.
    static let sizeLimit = 64 * 1024

    /// The `[Application] name` of the `.flatpak-info` below `root` (such as
    /// "/proc/1234/root"), or nil when there is none: the process is not in a Flatpak.
    public static func appIdentifier(below root: String) throws(CallerError) -> String? {
        var contents: UnsafeMutablePointer<CChar>?
        var length = 0
        let found = shims_read_file_below(root, ".flatpak-info", sizeLimit, &contents, &length)
        defer { g_free(contents) }
        switch found {
        case 0: return nil
        case 1: break
        case -2: throw .flatpakInfo("is not a regular file of at most \(sizeLimit) bytes")
        default: throw .flatpakInfo("cannot be read: \(String(cString: strerror(errno)))")
        }
        return try name(in: contents, length: length)
    }

    /// The `[Application] name` of a key file's `length` bytes at `contents`.
    private static func name(in contents: UnsafeMutablePointer<CChar>?, length: Int) throws(CallerError) -> String {
        let keyFile = g_key_file_new()
        defer { g_key_file_free(keyFile) }
        var error: UnsafeMutablePointer<GError>?
        guard g_key_file_load_from_data(keyFile, contents, gsize(length), G_KEY_FILE_NONE, &error) != 0 else {
            throw .flatpakInfo("is not a key file: \(GLibError.take(&error)?.message ?? "")")
        }
        guard let value = g_key_file_get_string(keyFile, "Application", "name", nil) else {
            throw .flatpakInfo("has no [Application] name")
        }
        defer { g_free(value) }
        let name = String(cString: value)
        guard !name.isEmpty else { throw .flatpakInfo("has an empty [Application] name") }
        return name
    }
}
