import CGLib
import GLibSupport
import RemindDaemon
import Testing

/// A bus whose calls wait until the test answers them, and whose names get and lose
/// owners when the test says.
final class FakeBus: BusConnection {
    /// A call not answered yet.
    struct Call {
        /// The bus name called.
        var destination: String
        /// The object path.
        var path: String
        /// The interface.
        var interface: String
        /// The method.
        var method: String
        /// The parameters in GVariant text form, or nil without any.
        var parameters: String?
        /// The reply type asked for.
        var replyType: String?
        /// What gets the answer.
        var completion: (Result<OpaquePointer, GLibError>) -> Void
    }

    /// The calls not answered yet, oldest first.
    private(set) var calls: [Call] = []
    /// The watched names by watch id.
    private(set) var watches: [UInt32: (name: String, onChange: (Bool) -> Void)] = [:]
    private var nextWatch: UInt32 = 1

    /// The methods of the calls not answered yet, in order.
    var methods: [String] { calls.map(\.method) }

    /// Records the call until the test answers it.
    func call(
        destination: String, path: String, interface: String, method: String, parameters: OpaquePointer?,
        replyType: String?, completion: @escaping (Result<OpaquePointer, GLibError>) -> Void
    ) {
        calls.append(
            Call(
                destination: destination, path: path, interface: interface, method: method,
                parameters: parameters.map(Self.take), replyType: replyType, completion: completion))
    }

    /// Starts a watch; the test reports owners with `setOwner`.
    func watchName(_ name: String, onChange: @escaping (Bool) -> Void) -> UInt32 {
        defer { nextWatch += 1 }
        watches[nextWatch] = (name, onChange)
        return nextWatch
    }

    /// Ends a watch.
    func unwatchName(_ watch: UInt32) {
        watches.removeValue(forKey: watch)
    }

    /// Whether anyone watches `name`.
    func isWatched(_ name: String) -> Bool {
        watches.values.contains { $0.name == name }
    }

    /// `name` got an owner (`owned`) or lost it: every watch of it hears so.
    func setOwner(_ name: String, owned: Bool) {
        for watch in watches.values where watch.name == name { watch.onChange(owned) }
    }

    /// Answers the oldest call of `method` with the reply in GVariant text form, such as
    /// "(['actions'],)"; returns the call.
    @discardableResult
    func answer(_ method: String, with reply: String) -> Call? {
        guard let call = take(method) else { return nil }
        guard let variant = g_variant_parse(nil, reply, nil, nil, nil) else {
            Issue.record("not GVariant text: \(reply)")
            return nil
        }
        call.completion(.success(variant))
        return call
    }

    /// Answers the oldest call of `method` with an error; returns the call.
    @discardableResult
    func fail(_ method: String, message: String = "no such name") -> Call? {
        guard let call = take(method) else { return nil }
        call.completion(.failure(GLibError(domain: "test", code: 1, message: message, remoteName: nil)))
        return call
    }

    private func take(_ method: String) -> Call? {
        guard let index = calls.firstIndex(where: { $0.method == method }) else { return nil }
        return calls.remove(at: index)
    }

    /// The text form of a floating parameter tuple, which the bus takes over and frees.
    private static func take(_ parameters: OpaquePointer) -> String {
        g_variant_ref_sink(parameters)
        defer { g_variant_unref(parameters) }
        guard let text = g_variant_print(parameters, 0) else { return "" }
        defer { g_free(text) }
        return String(cString: text)
    }
}
