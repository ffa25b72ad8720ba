import Translations

/// A component of an iCalendar file as its content lines (`BEGIN:VTODO` … `END:VTODO`),
/// with its properties and nested components, before any value is read.
struct ComponentText: Sendable {
    /// The component's name in upper case ("VCALENDAR", "VTODO", "VALARM").
    var name: String
    /// The line of its `BEGIN`.
    var line: Int
    /// Its properties, in order.
    var properties: [ContentLine] = []
    /// Its components, in order.
    var children: [ComponentText] = []

    /// The first property named `name`.
    func property(_ name: String) -> ContentLine? {
        properties.first { $0.name == name }
    }

    /// Every property named `name`.
    func properties(_ name: String) -> [ContentLine] {
        properties.filter { $0.name == name }
    }

    /// The component again as text, unfolded lines joined by CRLF, for libical.
    var text: String {
        var lines = ["BEGIN:\(name)"] + properties.map(\.text)
        lines += children.map(\.text)
        lines.append("END:\(name)")
        return lines.joined(separator: "\r\n")
    }

    /// The top-level components of `lines`, each `BEGIN` matched by its `END`; a file that
    /// ends inside a component, an `END` that does not match, or a property outside every
    /// component is refused, naming the line.
    static func components(_ lines: [ContentLine]) throws(ICalendarError) -> [ComponentText] {
        var stack: [ComponentText] = []
        var top: [ComponentText] = []
        for line in lines {
            switch line.name {
            case "BEGIN":
                stack.append(ComponentText(name: line.value.uppercased(), line: line.number))
            case "END":
                guard let finished = stack.popLast() else {
                    throw ICalendarError(line: line.number, tr("END:%s without a BEGIN", line.value))
                }
                guard finished.name == line.value.uppercased() else {
                    throw ICalendarError(
                        line: line.number,
                        tr("END:%s closes %s, begun on line %s", line.value, finished.name, "\(finished.line)"))
                }
                if stack.isEmpty { top.append(finished) } else { stack[stack.count - 1].children.append(finished) }
            default:
                guard !stack.isEmpty else {
                    throw ICalendarError(line: line.number, "\(line.name) is outside every component (BEGIN:VCALENDAR)")
                }
                stack[stack.count - 1].properties.append(line)
            }
        }
        if let open = stack.last {
            throw ICalendarError(
                line: lines.last?.number ?? open.line,
                tr("the file ends inside %s, begun on line %s: it was cut short", open.name, "\(open.line)"))
        }
        return top
    }
}
