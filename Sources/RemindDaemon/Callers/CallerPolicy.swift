import RemindersAPI

/// What each caller may do: an unsandboxed process anything, as the user can; a sandboxed
/// app only with its own app identifier, and nothing that tells it of other apps or changes
/// them.
public enum CallerPolicy {
    /// Why `caller` may not call `method`, whose first argument is `appArgument` when the
    /// method takes an app identifier; nil when it may.
    public static func refusal(_ caller: Caller, _ method: RemindersMethod, appArgument: String?) -> ServiceError? {
        switch caller {
        case .unsandboxed:
            return nil
        case .unreadable(let reason):
            return .accessDenied("remindd cannot tell which sandboxed app is calling: \(reason)")
        case .sandboxed(let sandbox, let own):
            if method == .pause {
                return .accessDenied("\(own) is a \(sandbox.rawValue) app: Pause holds every app's popups")
            }
            guard let appArgument, appArgument != own else { return nil }
            return .accessDenied(
                "\(own) is a \(sandbox.rawValue) app and may use only its own app id, not \(appArgument)")
        }
    }

    /// Whether `method` names an app in its first argument: all but `Pause` and `GetStatus`.
    public static func namesApp(_ method: RemindersMethod) -> Bool {
        method != .pause && method != .getStatus
    }

    /// `status` as `caller` may see it: a sandboxed app is not told how many popups wait,
    /// which counts other apps' popups.
    public static func status(_ status: WireDictionary, for caller: Caller) -> WireDictionary {
        guard case .sandboxed = caller else { return status }
        return status.filter { $0.key != StatusKey.queued }
    }
}
