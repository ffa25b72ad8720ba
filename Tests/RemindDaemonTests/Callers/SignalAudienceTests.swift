import Testing

@testable import RemindDaemon

/// Who hears the signals about an app's notifications: everyone while no sandbox is on the
/// bus, else each unsandboxed connection and the app's own sandbox, never another sandbox.
@Suite("SignalAudience")
struct SignalAudienceTests {
    private let window = Caller.unsandboxed(scopeLabel: "org.checklists.Checklists")
    private let shell = Caller.unknownUnsandboxed
    private let tea = Caller.sandboxed(.flatpak, appIdentifier: "org.example.Tea")
    private let chat = Caller.sandboxed(.snap, appIdentifier: "chat")

    @Test func withoutASandboxEveryoneHearsTheBroadcast() {
        #expect(SignalAudience.recipients(of: "org.example.Tea", among: [":1.1": window, ":1.2": shell]) == nil)
        #expect(SignalAudience.recipients(of: "org.example.Tea", among: [:]) == nil)
    }

    @Test func aSandboxHearsOnlyItsOwnApp() {
        let peers = [":1.1": window, ":1.2": shell, ":1.3": tea, ":1.4": chat]
        #expect(SignalAudience.recipients(of: "org.example.Tea", among: peers) == [":1.1", ":1.2", ":1.3"])
        #expect(SignalAudience.recipients(of: "chat", among: peers) == [":1.1", ":1.2", ":1.4"])
        #expect(
            SignalAudience.recipients(of: "org.checklists.Checklists", among: peers) == [":1.1", ":1.2"])
    }

    @Test func anUnreadableSandboxHearsNothing() {
        let peers = [":1.1": window, ":1.5": Caller.unreadable(reason: "bad .flatpak-info")]
        #expect(SignalAudience.recipients(of: "org.example.Tea", among: peers) == [":1.1"])
    }
}
