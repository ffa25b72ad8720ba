#if canImport(Glibc)
    import Glibc
#endif

/// Gives a terminal its settings back after a password was read with echo off: when reading
/// ends, and from the handler of a signal that ends the command meanwhile (Ctrl+C's SIGINT,
/// SIGTERM, SIGHUP, SIGQUIT), which then ends it as the signal would have.
struct TerminalRestore {
    /// The signals that end the command while it asks.
    private static let signals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// The actions the signals had before.
    private var previous: [Int32: sigaction] = [:]

    /// Saves `settings` of the terminal `descriptor` for the handler and installs it.
    init(descriptor: Int32, settings: termios) {
        TerminalRestoreState.descriptor = descriptor
        TerminalRestoreState.settings = settings
        for signal in Self.signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = restoreAndRaise
            sigemptyset(&action.sa_mask)
            var old = sigaction()
            sigaction(signal, &action, &old)
            previous[signal] = old
        }
    }

    /// Restores the terminal and the signals' former actions.
    func finish() {
        var settings = TerminalRestoreState.settings
        tcsetattr(TerminalRestoreState.descriptor, TCSAFLUSH, &settings)
        for (signal, old) in previous {
            var old = old
            sigaction(signal, &old, nil)
        }
        TerminalRestoreState.descriptor = -1
    }
}

/// What the signal handler restores. A C signal handler can capture nothing, so it lives in
/// globals.
private enum TerminalRestoreState {
    /// The terminal, or -1 when none is being read.
    // Safe: written only before the handler is installed and after it is removed; the
    // handler only reads it.
    nonisolated(unsafe) static var descriptor: Int32 = -1
    /// Its settings from before echo was turned off.
    // Safe: as `descriptor`.
    nonisolated(unsafe) static var settings = termios()
}

/// The handler: restores the terminal (tcsetattr is async-signal-safe), then ends the process
/// with the same signal under its default action.
private func restoreAndRaise(_ signal: Int32) {
    if TerminalRestoreState.descriptor >= 0 {
        var settings = TerminalRestoreState.settings
        tcsetattr(TerminalRestoreState.descriptor, TCSANOW, &settings)
    }
    Glibc.signal(signal, SIG_DFL)
    raise(signal)
}
