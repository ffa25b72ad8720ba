import Foundation
import TestSupport

/// A stand-in for an app that remindd hands responses to: a Python script (Debian's
/// python3 with GObject introspection) that owns a bus name, serves
/// org.freedesktop.Application on the matching object path, and writes every call it gets
/// as a JSON line to a file. Installed as a D-Bus service, so the bus starts it on demand.
struct FakeApp: Sendable {
    /// The fake app's identifier and bus name.
    static let name = "org.example.FakeApp"

    /// The file the app writes its calls to.
    let record: String

    /// The calls the app got so far, each a JSON object: method, and for ActivateAction
    /// action, parameter and path.
    func calls() -> [[String: Any]] {
        ChildProcess.read(record).split(separator: "\n").compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
        }
    }

    /// The ActivateAction calls the app got: (action name, parameters as JSON text).
    func activations() -> [(action: String, parameter: String)] {
        calls().filter { $0["method"] as? String == "ActivateAction" }.compactMap { call in
            guard let action = call["action"] as? String, let parameter = call["parameter"] else { return nil }
            let data = (try? JSONSerialization.data(withJSONObject: parameter)) ?? Data()
            return (action, String(decoding: data, as: UTF8.self))
        }
    }

    /// The script.
    static let script = #"""
        import json
        import sys

        from gi.repository import Gio, GLib

        XML = """
        <node><interface name="org.freedesktop.Application">
          <method name="Activate"><arg type="a{sv}" direction="in"/></method>
          <method name="Open"><arg type="as" direction="in"/><arg type="s" direction="in"/><arg type="a{sv}" direction="in"/></method>
          <method name="ActivateAction"><arg type="s" direction="in"/><arg type="av" direction="in"/><arg type="a{sv}" direction="in"/></method>
        </interface></node>
        """

        name, record = sys.argv[1], sys.argv[2]
        path = "/" + name.replace(".", "/")


        def called(connection, sender, object_path, interface, method, parameters, invocation):
            entry = {"method": method, "path": object_path}
            if method == "ActivateAction":
                action, parameter, _ = parameters.unpack()
                entry["action"] = action
                entry["parameter"] = parameter
            with open(record, "a") as out:
                out.write(json.dumps(entry) + "\n")
            invocation.return_value(None)


        bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
        interface = Gio.DBusNodeInfo.new_for_xml(XML).interfaces[0]
        bus.register_object(path, interface, called, None, None)
        Gio.bus_own_name_on_connection(bus, name, Gio.BusNameOwnerFlags.NONE, None, None)
        GLib.MainLoop().run()
        """#
}

extension TestSession {
    /// Writes the fake app and its service file into the session, and has the bus read
    /// its service folder again, so that the app is activatable (not running yet).
    func installFakeApp() async throws -> FakeApp {
        let script = files.path("fake_app.py")
        let app = FakeApp(record: files.path("fake-app-calls.jsonl"))
        try FakeApp.script.write(toFile: script, atomically: true, encoding: .utf8)
        let service = """
            [D-BUS Service]
            Name=\(FakeApp.name)
            Exec=/usr/bin/python3 \(script) \(FakeApp.name) \(app.record)

            """
        try service.write(toFile: files.servicesFolder + "/\(FakeApp.name).service", atomically: true, encoding: .utf8)
        let reload = await busDaemon("ReloadConfig")
        guard reload.status == 0 else { throw BusQueryFailed(description: "ReloadConfig: \(reload)") }
        return app
    }
}
