import CGLib

/// Carries a Swift closure through a C callback's `gpointer` user data.
///
/// `retain` hands GLib a +1 reference that the matching `GDestroyNotify` (`release`)
/// drops, so the closure lives exactly as long as GLib may call it.
public final class ClosureBox<Argument> {
    /// The closure.
    public let call: (Argument) -> Void

    /// Boxes a closure.
    public init(_ call: @escaping (Argument) -> Void) {
        self.call = call
    }

    /// A retained pointer to give GLib as user data.
    public func retain() -> gpointer {
        Unmanaged.passRetained(self).toOpaque()
    }

    /// The box behind user data, without changing its reference count.
    public static func from(_ pointer: gpointer?) -> ClosureBox<Argument>? {
        pointer.map { Unmanaged<ClosureBox<Argument>>.fromOpaque($0).takeUnretainedValue() }
    }

    /// A `GDestroyNotify` that releases the box.
    public static var release: GDestroyNotify {
        { pointer in
            if let pointer { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
        }
    }
}
