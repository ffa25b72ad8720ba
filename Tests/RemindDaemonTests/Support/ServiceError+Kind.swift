import RemindDaemon

extension ServiceError {
    /// Whether the call was refused for a bad argument.
    var isInvalidArgument: Bool {
        if case .invalidArgument = self { true } else { false }
    }

    /// Whether remindd itself failed (storage).
    var isFailure: Bool {
        if case .failed = self { true } else { false }
    }
}
