import Translations

/// Why the window could not be built; `description` is the message a user reads.
public enum UIError: Error, CustomStringConvertible {
    /// A GtkBuilder file is missing or wrong.
    case badInterface(String)
    /// No display to open a window on.
    case noDisplay

    /// The message.
    public var description: String {
        switch self {
        case .badInterface(let message): tr("the window's layout could not be loaded: %s", message)
        case .noDisplay: tr("cannot open the window: no display (is DISPLAY or WAYLAND_DISPLAY set?)")
        }
    }
}
