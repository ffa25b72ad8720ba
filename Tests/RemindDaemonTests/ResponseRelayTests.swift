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
