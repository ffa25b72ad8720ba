import Foundation

/// Checks the sound file of a request's portal `sound` where it comes in, as
/// `AttachmentCheck` does its image: a regular file that remindd, running as the user, can
/// read. The server plays it later (the `sound-file` hint), so the check catches what the
/// user can still fix while adding.
enum SoundFileCheck {
    /// Nothing when `path` names a readable regular file, else the one-line reason, which
    /// names the key and the location as given.
    static func problem(with path: String, given location: String) -> String? {
        let quoted = "sound \(location.count > 40 ? "\"\(location.prefix(40))…\"" : "\"\(location)\"")"
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return "\(quoted) does not exist"
        }
        guard !isDirectory.boolValue else { return "\(quoted) is a folder, not a sound file" }
        guard FileManager.default.isReadableFile(atPath: path) else { return "\(quoted) cannot be read" }
        return nil
    }
}
