import RemindersAPI
import Testing

@testable import RemindDaemon

/// What each caller may call: everything unsandboxed, only its own app id in a sandbox.
@Suite("CallerPolicy")
struct CallerPolicyTests {
    private let flatpak = Caller.sandboxed(.flatpak, appIdentifier: "org.example.Sandboxed")

    @Test func unsandboxedMayNameAnyApp() {
        for method in RemindersMethod.allCases {
            #expect(CallerPolicy.refusal(.unsandboxed(scopeLabel: "org.a"), method, appArgument: "org.b") == nil)
        }
    }

    @Test func sandboxedMayNameOnlyItsOwnApp() {
        #expect(CallerPolicy.refusal(flatpak, .add, appArgument: "org.example.Sandboxed") == nil)
        #expect(CallerPolicy.refusal(flatpak, .getStatus, appArgument: nil) == nil)
        let refusal = CallerPolicy.refusal(flatpak, .getPending, appArgument: "org.example.Other")
        #expect(refusal?.name == "org.freedesktop.DBus.Error.AccessDenied")
        #expect(
            refusal?.description
                == "org.example.Sandboxed is a Flatpak app and may use only its own app id, not org.example.Other")
    }

    @Test func sandboxedMayNotPauseEveryApp() {
        let refusal = CallerPolicy.refusal(.sandboxed(.snap, appIdentifier: "example"), .pause, appArgument: nil)
        #expect(refusal?.description == "example is a Snap app: Pause holds every app's popups")
    }

    @Test func unreadableSandboxIsRefusedEverything() {
        let caller = Caller.unreadable(reason: "its /.flatpak-info has no [Application] name")
        for method in RemindersMethod.allCases {
            #expect(CallerPolicy.refusal(caller, method, appArgument: "org.a")?.name == RemindersBus.accessDeniedError)
        }
    }

    @Test func statusHidesOtherAppsQueuedPopups() {
        let status: WireDictionary = [StatusKey.queued: .uint32(3), StatusKey.apiVersion: .uint32(4)]
        #expect(CallerPolicy.status(status, for: flatpak) == [StatusKey.apiVersion: .uint32(4)])
        #expect(CallerPolicy.status(status, for: .unknownUnsandboxed) == status)
    }
}
