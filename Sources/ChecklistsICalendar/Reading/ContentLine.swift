/// One content line of an iCalendar file, unfolded (RFC 5545 §3.1): its name, parameters
/// and value as written, with the physical line it began on.
struct ContentLine: Sendable, Hashable {
    /// The physical line it began on, from 1.
    var number: Int
    /// The whole unfolded line, as written.
    var text: String
    /// The name in upper case ("DUE", "X-MOZ-SNOOZE-TIME").
    var name: String
    /// The parameters in order, names in upper case, values without their quotes.
    var parameters: [(name: String, value: String)]
    /// The value as written (still escaped for text values).
    var value: String

    /// The value of parameter `name`, when given.
    func parameter(_ name: String) -> String? {
        parameters.first { $0.name == name }?.value
    }

    static func == (left: ContentLine, right: ContentLine) -> Bool {
        left.number == right.number && left.text == right.text
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(number)
        hasher.combine(text)
    }
}
