import Foundation

/// Checks a request's attachment where it comes in, since that reads the file: an absolute
/// path to a PNG or JPEG image that remindd, running as the user, can read.
///
/// The popup only names the file (the `image-path` hint); the server reads it when it shows
/// the popup, so the check catches what the user can still fix while adding.
enum AttachmentCheck {
    /// Nothing when `path` names a readable PNG or JPEG file, else the one-line reason,
    /// which names the path.
    static func problem(with path: String) -> String? {
        let quoted = "attachment \"\(path)\""
        guard path.hasPrefix("/") else { return "\(quoted) is not an absolute path" }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return "\(quoted) does not exist"
        }
        guard !isDirectory.boolValue else { return "\(quoted) is a folder, not an image" }
        guard let file = FileHandle(forReadingAtPath: path) else { return "\(quoted) cannot be read" }
        defer { try? file.close() }
        guard let head = try? file.read(upToCount: pngSignature.count) else { return "\(quoted) cannot be read" }
        let bytes = [UInt8](head)
        guard bytes.starts(with: pngSignature) || bytes.starts(with: jpegSignature) else {
            return "\(quoted) is not a PNG or JPEG image"
        }
        return nil
    }

    /// The first bytes of every PNG file.
    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// The first bytes of every JPEG file (a start-of-image marker, then another marker).
    private static let jpegSignature: [UInt8] = [0xFF, 0xD8, 0xFF]
}
