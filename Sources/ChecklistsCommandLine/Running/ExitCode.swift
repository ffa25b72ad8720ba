/// The exit statuses of `checklists`.
public enum ExitCode: Int32, Sendable {
    /// The command did what was asked.
    case success = 0
    /// Something outside the command failed, such as remindd not being reachable.
    case failure = 1
    /// Bad usage or bad input; nothing was changed.
    case usage = 2
}
