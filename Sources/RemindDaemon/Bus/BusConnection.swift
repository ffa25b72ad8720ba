import GLibSupport

/// The session bus as remindd's own calls use it: asynchronous method calls and watches of
/// bus names, every answer on the main loop. The main loop never waits for the bus.
///
/// `GIOBusConnection` is the live one.
public protocol BusConnection: AnyObject {
    /// Calls `method` of `interface` on the object at `path` of `destination`, which the bus
    /// starts by D-Bus activation when it can. `parameters` is a floating tuple the call
    /// takes, or nil; `completion` gets the reply tuple, which it owns and must unref, or
    /// the error.
    func call(
        destination: String, path: String, interface: String, method: String, parameters: OpaquePointer?,
        replyType: String?, completion: @escaping (Result<OpaquePointer, GLibError>) -> Void)

    /// Watches who owns `name`: `onChange(true)` when it has an owner, `onChange(false)`
    /// when it has none, first for how it is at the start. Returns the watch's id.
    func watchName(_ name: String, onChange: @escaping (Bool) -> Void) -> UInt32

    /// Ends the watch with this id.
    func unwatchName(_ watch: UInt32)
}
