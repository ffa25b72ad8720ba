import CGLib

/// Drops references to GObjects whatever pointer type Swift imported them as.
public enum ObjectReference {
    /// Drops a reference to an object imported as an opaque pointer (interfaces such as GFile).
    public static func release(_ object: OpaquePointer?) {
        if let object { g_object_unref(UnsafeMutableRawPointer(object)) }
    }

    /// Drops a reference to an object imported as a typed pointer.
    public static func release<T>(_ object: UnsafeMutablePointer<T>?) {
        if let object { g_object_unref(object) }
    }
}
