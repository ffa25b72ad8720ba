import Foundation

/// Reads the Notify calls out of dbus-monitor's text output.
enum NotifyCallLog {
    private static let headers = ["method call time=", "method return time=", "signal time=", "error time="]

    /// Every complete Notify call in `text`, in order, but those sent by one of `relays`
    /// (unique bus names, such as GNOME Shell's helper that owns the server's name and hands
    /// each call on to the shell). The last message counts only once its text is complete
    /// (dbus-monitor may be writing it).
    static func calls(in text: String, relays: Set<String> = []) throws -> [NotifyCall] {
        let messages = split(text)
        var calls: [NotifyCall] = []
        for (index, message) in messages.enumerated() {
            guard message.header.contains("interface=org.freedesktop.Notifications; member=Notify"),
                !relays.contains(where: { message.header.contains("sender=\($0) ") })
            else { continue }
            let isLast = index == messages.count - 1
            do {
                var parser = MonitorParser(message.body)
                calls.append(
                    try NotifyCall(timestamp: try timestamp(message.header), arguments: try parser.arguments()))
            } catch  where isLast {
                break
            }
        }
        return calls
    }

    /// The messages: each header line with the lines after it, up to the next header.
    private static func split(_ text: String) -> [(header: String, body: String)] {
        var messages: [(header: String, body: String)] = []
        var header: String?
        var body: [Substring] = []
        // The last line is complete only when the text ends in a line break.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for line in lines {
            let trimmed = line.drop { $0 == "\0" || $0 == " " }
            if headers.contains(where: { trimmed.hasPrefix($0) }) {
                if let header { messages.append((header, body.joined(separator: "\n"))) }
                header = String(trimmed)
                body = []
            } else {
                body.append(line)
            }
        }
        if let header, text.hasSuffix("\n") { messages.append((header, body.joined(separator: "\n"))) }
        return messages
    }

    private static func timestamp(_ header: String) throws -> TimeInterval {
        guard let range = header.range(of: "time="),
            let value = TimeInterval(header[range.upperBound...].prefix { !$0.isWhitespace })
        else { throw MonitorParser.Malformed(description: "a header without time: \(header)") }
        return value
    }
}
