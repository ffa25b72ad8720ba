import Foundation

/// Reads every complete message out of dbus-monitor's text output.
enum BusMessageLog {
    private static let headers = ["method call time=", "method return time=", "signal time=", "error time="]

    /// The messages in `text`, in order; the last one counts only once its text is complete.
    static func messages(in text: String) throws -> [BusMessage] {
        var messages: [BusMessage] = []
        var header: String?
        var body: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == "\0" || $0 == " " }
            if headers.contains(where: { trimmed.hasPrefix($0) }) {
                if let header { messages.append(try BusMessage(header: header, body: body.joined(separator: "\n"))) }
                header = String(trimmed)
                body = []
            } else {
                body.append(line)
            }
        }
        if let header, text.hasSuffix("\n"),
            let last = try? BusMessage(header: header, body: body.joined(separator: "\n"))
        {
            messages.append(last)
        }
        return messages
    }
}
