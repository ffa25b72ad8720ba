import LocalNotifications
import RemindDaemon
import Testing

/// On GNOME Shell the popups of a burst go out 500 ms apart, so that each banner finishes
/// sliding in before the next arrives (the shell takes down a banner still sliding in); a
/// lone popup goes at once, and other servers get a burst at once.
@Suite("Popup queue: a burst's banners on GNOME Shell")
struct BannerPacingTests {
    private static let gnomeShell = ServerIdentity(name: "gnome-shell", vendor: "GNOME", version: "43.9")

    /// Three popups due in the same second reach GNOME Shell one at a time, each after the
    /// pause that followed the one before.
    @Test func burstIsSpacedOnGnomeShell() throws {
        let harness = try started(on: Self.gnomeShell)
        try harness.add(immediate("first"), immediate("second"), immediate("third"))
        #expect(harness.poster.summaries == ["first"])
        #expect(harness.bannerTimer.millisecondDelays == [500])
        harness.bannerTimer.fire()
        #expect(harness.poster.summaries == ["first", "second"])
        harness.bannerTimer.fire()
        #expect(harness.poster.summaries == ["first", "second", "third"])
        #expect(harness.bannerTimer.millisecondDelays == [500, 500, 500])
    }

    /// A lone popup goes at once; one due after the pause also goes at once.
    @Test func lonePopupDoesNotWait() throws {
        let harness = try started(on: Self.gnomeShell)
        try harness.add(immediate("alone"))
        #expect(harness.poster.summaries == ["alone"])
        harness.bannerTimer.fire()
        try harness.add(immediate("later"))
        #expect(harness.poster.summaries == ["alone", "later"])
    }

    /// dunst stacks its popups: a burst goes out together, with no pause.
    @Test func otherServersGetTheBurstAtOnce() throws {
        let harness = try started(on: ServerIdentity(name: "dunst", vendor: "knopwob", version: "1.9.0"))
        try harness.add(immediate("first"), immediate("second"), immediate("third"))
        #expect(harness.poster.summaries == ["first", "second", "third"])
        #expect(harness.bannerTimer.millisecondDelays.isEmpty)
    }

    private func started(on identity: ServerIdentity) throws -> DaemonHarness {
        let harness = DaemonHarness(serverReady: false)
        try harness.daemon.start()
        harness.server.appear(identity: identity)
        return harness
    }
}
