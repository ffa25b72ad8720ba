import Testing

/// The tests that open the app's window or tray on an Xvfb display. They run one after
/// another: each starts a display, the app, an accessibility bus and sometimes a tray,
/// and typed keystrokes need the machine's attention to land on time.
@Suite(.serialized) enum DesktopTests {}
