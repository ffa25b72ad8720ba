import Foundation

extension TemporaryFolder {
    /// Writes a real 1×1 PNG image to `name` and returns its absolute path.
    @discardableResult
    public func writePNG(to name: String) throws -> String {
        let base64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="
        try Data(base64Encoded: base64).map { try $0.write(to: file(name)) }
        return path(name)
    }

    /// Writes the first bytes of a JPEG image (its start-of-image and JFIF markers) to
    /// `name` and returns its absolute path.
    @discardableResult
    public func writeJPEGStart(to name: String) throws -> String {
        try Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00]).write(to: file(name))
        return path(name)
    }
}
