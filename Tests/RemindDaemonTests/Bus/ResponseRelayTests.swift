import CGLib
import RemindDaemon
import Testing

/// Where and how remindd hands a response to the app.
@Suite("ResponseRelay")
struct ResponseRelayTests {
    /// The object path is the app id with dots as slashes (dashes as underscores, as
    /// GApplication has it); an id that is no bus name has none.
    @Test(
        arguments: [
            ("org.checklists.Checklists", "/org/checklists/Checklists"),
            ("org.example.Fake-App", "/org/example/Fake_App"),
            ("not a name", nil), ("single", nil), (":1.42", nil),
        ] as [(String, String?)])
    func objectPath(app: String, path: String?) {
        #expect(ResponseRelay.objectPath(for: app) == path)
    }

    /// ActivateAction's parameters: the action name, one (ss) in a variant, no platform data.
    @Test func parameters() throws {
        let parameters = try #require(ResponseRelay.parameters(identifier: "water", action: "mark-done"))
        g_variant_ref_sink(parameters)
        defer { g_variant_unref(parameters) }
        #expect(String(cString: g_variant_get_type_string(parameters)) == "(sava{sv})")
        let text = try #require(g_variant_print(parameters, 0))
        defer { g_free(text) }
        #expect(String(cString: text) == "('notification-response', [<('water', 'mark-done')>], {})")
    }
}

/// How the relay finds out whether the app can get the response, and hands it over.
@Suite("ResponseRelay over the bus")
struct ResponseRelayBusTests {
    /// The app the responses are for.
    static let app = "org.example.App"

    /// A relay on a bus the test answers, and its log.
    final class Fixture {
        /// The bus the test answers.
        let bus = FakeBus()
        /// The log.
        let logLines = LogLines()
        /// The relay under test.
        let relay: ResponseRelay

        /// A relay on a new bus.
        init() {
            relay = ResponseRelay(bus: bus, log: logLines.makeLog())
        }
    }

    /// A running app gets ActivateAction("notification-response", [<(identifier, action)>])
    /// on its object path.
    @Test func runningAppGetsTheResponse() throws {
        let fixture = Fixture()
        fixture.relay.relay(appIdentifier: Self.app, identifier: "tea", action: "default")
        let asked = try #require(fixture.bus.answer("NameHasOwner", with: "(true,)"))
        #expect(asked.destination == "org.freedesktop.DBus")
        #expect(asked.parameters == "('org.example.App',)")
        let call = try #require(fixture.bus.answer("ActivateAction", with: "()"))
        #expect(call.destination == Self.app)
        #expect(call.path == "/org/example/App")
        #expect(call.interface == "org.freedesktop.Application")
        #expect(call.parameters == "('notification-response', [<('tea', 'default')>], {})")
        #expect(fixture.logLines.contains("responded org.example.App/tea default (handed to the app)"))
    }

    /// An app that does not run but that the bus can start gets it too (the call starts it).
    @Test func activatableAppGetsTheResponse() throws {
        let fixture = Fixture()
        fixture.relay.relay(appIdentifier: Self.app, identifier: "tea", action: "dismissed")
        fixture.bus.answer("NameHasOwner", with: "(false,)")
        fixture.bus.answer("ListActivatableNames", with: "(['org.example.Other', 'org.example.App'],)")
        #expect(fixture.bus.methods == ["ActivateAction"])
    }

    /// An app that neither runs nor can be started gets the signal only, and the log says so.
    @Test func unreachableAppGetsTheSignalOnly() {
        let fixture = Fixture()
        fixture.relay.relay(appIdentifier: Self.app, identifier: "tea", action: "default")
        fixture.bus.answer("NameHasOwner", with: "(false,)")
        fixture.bus.answer("ListActivatableNames", with: "(@as [],)")
        #expect(fixture.bus.methods.isEmpty)
        #expect(fixture.logLines.contains("the app neither runs nor can be started by the bus"))
    }

    /// When the bus cannot answer, the app gets the signal only.
    @Test func busThatCannotAnswerLeavesTheSignalOnly() {
        let fixture = Fixture()
        fixture.relay.relay(appIdentifier: Self.app, identifier: "tea", action: "default")
        fixture.bus.fail("NameHasOwner")
        fixture.bus.fail("ListActivatableNames")
        #expect(fixture.bus.methods.isEmpty)
        #expect(fixture.logLines.contains("debug NameHasOwner: no such name"))
        #expect(fixture.logLines.contains("signal only: the app neither runs"))
    }

    /// An app identifier that is no bus name is not asked at all.
    @Test func identifierThatIsNoBusNameGetsTheSignalOnly() {
        let fixture = Fixture()
        fixture.relay.relay(appIdentifier: "not a name", identifier: "tea", action: "default")
        #expect(fixture.bus.methods.isEmpty)
        #expect(fixture.logLines.contains("(signal only: \"not a name\" is not a bus name)"))
    }

    /// An app that refuses the call is logged as a failure.
    @Test func refusedActivationIsLogged() {
        let fixture = Fixture()
        fixture.relay.relay(appIdentifier: Self.app, identifier: "tea", action: "default")
        fixture.bus.answer("NameHasOwner", with: "(true,)")
        fixture.bus.fail("ActivateAction", message: "no such action")
        #expect(fixture.logLines.contains("failed handing the response default on org.example.App/tea to the app"))
    }
}
