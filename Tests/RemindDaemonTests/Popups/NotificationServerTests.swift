import RemindDaemon
import Testing

/// What remindd learns about the notification server through the bus.
@Suite("NotificationServer")
struct NotificationServerTests {
    /// A server, its bus and what it told so far.
    final class Fixture {
        /// The bus the test answers.
        let bus = FakeBus()
        /// The pause between activation attempts.
        let coolDown = ManualRetryTimer()
        /// The log.
        let logLines = LogLines()
        /// The server under test.
        let server: NotificationServer
        /// How many times the server reported a change.
        private(set) var changes = 0

        /// A server on a bus where nothing happened yet.
        init() {
            server = NotificationServer(bus: bus, log: logLines.makeLog(), coolDown: coolDown)
            server.onChange = { [weak self] in self?.changes += 1 }
        }
    }

    /// A server that appears is asked for its capabilities once, then what it is; then it
    /// is ready.
    @Test func appearingServerIsAskedForItsCapabilities() throws {
        let fixture = Fixture()
        #expect(fixture.bus.isWatched(NotificationServer.busName))
        fixture.bus.setOwner(NotificationServer.busName, owned: true)
        #expect(!fixture.server.isReady)
        let call = try #require(fixture.bus.answer("GetCapabilities", with: "(['actions', 'body'],)"))
        #expect(call.destination == NotificationServer.busName)
        #expect(call.path == "/org/freedesktop/Notifications")
        #expect(call.replyType == "(as)")
        #expect(!fixture.server.isReady)
        #expect(fixture.changes == 0)
        fixture.bus.answer("GetServerInformation", with: "('gnome-shell', 'GNOME', '43.9', '1.2')")
        #expect(fixture.server.isReady)
        #expect(fixture.server.capabilities == ["actions", "body"])
        #expect(fixture.changes == 1)
        #expect(!fixture.bus.methods.contains("GetCapabilities"))
    }

    /// A server is asked what it is before it is ready (a burst is paced by its name); its
    /// answer is kept until it goes away, and a server that does not answer is ready without one.
    @Test func serverIsAskedWhatItIs() throws {
        let fixture = Fixture()
        fixture.bus.setOwner(NotificationServer.busName, owned: true)
        fixture.bus.answer("GetCapabilities", with: "(['actions'],)")
        #expect(fixture.server.identity == nil)
        let call = try #require(
            fixture.bus.answer("GetServerInformation", with: "('dunst', 'knopwob', '1.9.0', '1.2')"))
        #expect(call.replyType == "(ssss)")
        #expect(fixture.server.identity == ServerIdentity(name: "dunst", vendor: "knopwob", version: "1.9.0"))
        fixture.bus.setOwner(NotificationServer.busName, owned: false)
        #expect(fixture.server.identity == nil)
        fixture.bus.setOwner(NotificationServer.busName, owned: true)
        fixture.bus.answer("GetCapabilities", with: "(['actions'],)")
        fixture.bus.fail("GetServerInformation")
        #expect(fixture.server.isReady)
        #expect(fixture.server.identity == nil)
    }

    /// A server that goes away is no longer ready and has no capabilities.
    @Test func vanishingServerIsNotReady() {
        let fixture = Fixture()
        fixture.bus.setOwner(NotificationServer.busName, owned: true)
        fixture.bus.answer("GetCapabilities", with: "(['actions'],)")
        fixture.bus.answer("GetServerInformation", with: "('dunst', 'knopwob', '1.9.0', '1.2')")
        fixture.bus.setOwner(NotificationServer.busName, owned: false)
        #expect(!fixture.server.isReady)
        #expect(fixture.server.capabilities.isEmpty)
        #expect(fixture.changes == 2)
    }

    /// A server that owns the name but does not answer is not ready.
    @Test func serverThatDoesNotAnswerIsNotReady() {
        let fixture = Fixture()
        fixture.bus.setOwner(NotificationServer.busName, owned: true)
        fixture.bus.fail("GetCapabilities")
        #expect(!fixture.server.isReady)
        #expect(fixture.changes == 1)
        #expect(fixture.coolDown.delays.isEmpty)
    }

    /// Without a service file for a server, nothing is started.
    @Test func nothingIsStartedWithoutAServiceFile() {
        let fixture = Fixture()
        fixture.bus.answer("ListActivatableNames", with: "(['org.example.Other'],)")
        #expect(!fixture.server.isActivatable)
        fixture.server.startIfActivatable()
        #expect(fixture.bus.methods.isEmpty)
    }

    /// An activatable server is started by asking it for its capabilities; once it answers
    /// it is ready.
    @Test func activatableServerIsStartedOnDemand() {
        let fixture = Fixture()
        fixture.bus.answer("ListActivatableNames", with: "(['org.freedesktop.Notifications'],)")
        #expect(fixture.server.isActivatable)
        #expect(fixture.changes == 1)
        fixture.server.startIfActivatable()
        fixture.server.startIfActivatable()
        #expect(fixture.bus.methods == ["GetCapabilities"])
        fixture.bus.answer("GetCapabilities", with: "(@as [],)")
        fixture.bus.answer("GetServerInformation", with: "('dunst', 'knopwob', '1.9.0', '1.2')")
        #expect(fixture.server.isReady)
        fixture.server.startIfActivatable()
        #expect(fixture.bus.methods.isEmpty)
    }

    /// A server that fails to start is tried again after a pause that doubles from 5 s up to
    /// 5 minutes, not in a loop; one that starts resets the pause.
    @Test func failedStartsWaitLongerEachTime() {
        let fixture = Fixture()
        fixture.bus.answer("ListActivatableNames", with: "(['org.freedesktop.Notifications'],)")
        for _ in 0..<8 {
            fixture.server.startIfActivatable()
            fixture.bus.fail("GetCapabilities")
            fixture.server.startIfActivatable()
            #expect(fixture.bus.methods.isEmpty)
            fixture.coolDown.fire()
        }
        #expect(fixture.coolDown.delays == [5, 10, 20, 40, 80, 160, 300, 300])
        fixture.server.startIfActivatable()
        fixture.bus.answer("GetCapabilities", with: "(['actions'],)")
        fixture.bus.answer("GetServerInformation", with: "('dunst', 'knopwob', '1.9.0', '1.2')")
        fixture.bus.setOwner(NotificationServer.busName, owned: false)
        fixture.server.startIfActivatable()
        fixture.bus.fail("GetCapabilities")
        #expect(fixture.coolDown.delays.last == 5)
    }

    /// A bus that cannot list activatable names leaves the server not activatable.
    @Test func unlistedActivationIsNotAssumed() {
        let fixture = Fixture()
        fixture.bus.fail("ListActivatableNames")
        #expect(!fixture.server.isActivatable)
        #expect(fixture.changes == 0)
    }

    /// The watch ends with the server.
    @Test func watchEndsWithTheServer() {
        let bus = FakeBus()
        var server: NotificationServer? = NotificationServer(
            bus: bus, log: LogLines().makeLog(), coolDown: ManualRetryTimer())
        #expect(bus.isWatched(NotificationServer.busName))
        withExtendedLifetime(server) {}
        server = nil
        #expect(!bus.isWatched(NotificationServer.busName))
    }
}
