/// A value handed to another thread whose use the owner confines by protocol, such as a
/// GObject pointer that only the thread running its main context touches.
///
/// `@unchecked Sendable`: the compiler cannot see that confinement; every use site says
/// which thread owns the value.
public struct ThreadBound<Value>: @unchecked Sendable {
    /// The value.
    public let value: Value

    /// Wraps a value.
    public init(_ value: Value) {
        self.value = value
    }
}
