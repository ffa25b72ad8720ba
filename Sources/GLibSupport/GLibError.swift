import CGLib

/// A `GError` turned into a Swift error; `description` is GLib's message.
public struct GLibError: Error, CustomStringConvertible {
    /// The error's domain, as a quark string (for D-Bus errors, "g-dbus-error-quark").
    public let domain: String
    /// The error code within the domain.
    public let code: Int32
    /// GLib's message.
    public let message: String
    /// For an error that came back over D-Bus, its name (such as
    /// "org.freedesktop.DBus.Error.ServiceUnknown"); otherwise nil.
    public let remoteName: String?

    /// Creates an error from its parts.
    public init(domain: String, code: Int32, message: String, remoteName: String?) {
        self.domain = domain
        self.code = code
        self.message = message
        self.remoteName = remoteName
    }

    /// Takes the error out of `error`, freeing it, or returns nil when it is empty.
    public static func take(_ error: inout UnsafeMutablePointer<GError>?) -> GLibError? {
        guard let pointer = error else { return nil }
        defer {
            g_error_free(pointer)
            error = nil
        }
        var remoteName: String?
        if let name = g_dbus_error_get_remote_error(pointer) {
            remoteName = String(cString: name)
            g_free(name)
            g_dbus_error_strip_remote_error(pointer)
        }
        return GLibError(
            domain: String(cString: g_quark_to_string(pointer.pointee.domain)), code: pointer.pointee.code,
            message: String(cString: pointer.pointee.message), remoteName: remoteName)
    }

    /// GLib's message.
    public var description: String { message }
}
