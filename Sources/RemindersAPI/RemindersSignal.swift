/// The signals of remindd's interface, named as on the bus, with the signatures of their
/// arguments.
public enum RemindersSignal: String, CaseIterable, Sendable {
    /// A notification was delivered: (app_id, identifier, notification as a delivered listing entry).
    case delivered = "Delivered"
    /// The user acted on a popup: (app_id, identifier, action).
    case response = "Response"
    /// The same response with its data (`ResponseCodec`), such as the typed reply:
    /// (app_id, identifier, action, data). Emitted right after every `Response`, which keeps
    /// its three arguments for the clients written before it.
    case responseWithData = "ResponseWithData"

    /// The signal's name on the bus, such as "Delivered".
    public var name: String { rawValue }

    /// The types of the signal's arguments, as a tuple signature such as "(sss)".
    public var signature: String {
        switch self {
        case .delivered: "(ssa{sv})"
        case .response: "(sss)"
        case .responseWithData: "(sssa{sv})"
        }
    }
}
