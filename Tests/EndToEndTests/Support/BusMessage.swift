import Foundation

/// One message dbus-monitor printed: its header fields and its arguments.
struct BusMessage: Sendable, Equatable {
    /// "method call", "signal", "method return" or "error".
    var kind: String
    /// When dbus-monitor saw it, in seconds since 1970.
    var timestamp: TimeInterval
    /// The destination (a bus name), or "" when it has none (a broadcast signal).
    var destination: String
    /// The object path.
    var path: String
    /// The interface.
    var interface: String
    /// The method or signal name.
    var member: String
    /// The arguments.
    var arguments: [MonitorValue]

    /// The string arguments, in order (other arguments left out).
    var strings: [String] { arguments.compactMap(\.string) }

    /// Reads a header line such as `method call time=1.5 sender=:1.3 -> destination=org.x
    /// serial=4 path=/org/x; interface=org.x.I; member=M` and the argument lines below it.
    init(header: String, body: String) throws {
        let kinds = ["method call", "method return", "signal", "error"]
        guard let kind = kinds.first(where: { header.hasPrefix($0 + " ") }) else {
            throw MonitorParser.Malformed(description: "a header of an unknown kind: \(header)")
        }
        self.kind = kind
        timestamp = Self.field("time", in: header).flatMap(TimeInterval.init) ?? 0
        destination = Self.field("destination", in: header) ?? ""
        path = Self.field("path", in: header) ?? ""
        interface = Self.field("interface", in: header) ?? ""
        member = Self.field("member", in: header) ?? ""
        var parser = MonitorParser(body)
        arguments = try parser.arguments()
    }

    /// The value of `name=` in a header, up to the next space or semicolon.
    private static func field(_ name: String, in header: String) -> String? {
        guard let range = header.range(of: " \(name)=") ?? header.range(of: "; \(name)=") else { return nil }
        let value = header[range.upperBound...].prefix { $0 != " " && $0 != ";" }
        return value == "(null" ? "" : String(value)
    }
}
