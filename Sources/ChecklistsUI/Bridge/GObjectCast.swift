import CGtk

/// Pointer conversions between GTK's C types, which Swift cannot do with GTK's cast macros
/// (`GTK_WINDOW()` and friends are macros).
///
/// The casts are unchecked, as in C; each call site passes an object of the right class.
enum GObjectCast {
    /// The same object as a pointer to `T`.
    static func cast<T, U>(_ pointer: UnsafeMutablePointer<U>) -> UnsafeMutablePointer<T> {
        UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: T.self)
    }

    /// The same object as a pointer to `T`, from an untyped pointer.
    static func cast<T>(_ pointer: gpointer) -> UnsafeMutablePointer<T> {
        pointer.assumingMemoryBound(to: T.self)
    }

    /// The object as `GtkWidget`.
    static func widget<U>(_ pointer: UnsafeMutablePointer<U>) -> UnsafeMutablePointer<GtkWidget> {
        cast(pointer)
    }
}
