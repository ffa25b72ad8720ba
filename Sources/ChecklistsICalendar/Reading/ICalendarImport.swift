import ChecklistsModel
import Foundation
import Translations

/// Reads an iCalendar file (one or more `VCALENDAR`s) into the checklists it holds: one per
/// calendar, named by its `X-WR-CALNAME` (or `NAME`), or all into one list when a name is
/// given; each `VTODO` one item. Events and journal entries are counted and left out.
///
/// libical reads every value (texts, dates, zones, durations, recurrence rules); the lines
/// and components are found here first, so that each refusal names its line. All or none:
/// the first value that cannot be read refuses the whole file. The item rules are the
/// model's: it skips a task they refuse when it imports the file.
public struct ICalendarImport {
    /// The most tasks one import takes.
    public static let maximumItems = 20_000

    /// The user's zone: floating times and days are read in it.
    public let localZone: TimeZone
    /// Now.
    public let now: Date

    /// Creates a reader.
    public init(localZone: TimeZone, now: Date) {
        self.localZone = localZone
        self.now = now
    }

    /// What a file held.
    public struct Contents {
        /// The items by checklist name, in the file's order.
        public var lists: [(name: String, items: [ImportedItem])] = []
        /// What was left out, and what was kept without being used, for the summary.
        public var summary = ImportSummary()
    }

    /// The checklists and items in `text`; `list` puts every item into that checklist.
    public func read(_ text: String, list: String? = nil) throws(ICalendarError) -> Contents {
        let start = text.drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        guard start.prefix(15).uppercased() == "BEGIN:VCALENDAR" else {
            throw ICalendarError(
                line: 1, tr("this is not an iCalendar file: it does not begin with BEGIN:VCALENDAR"))
        }
        let lines = try ContentLineReader.lines(text)
        let calendars = try ComponentText.components(lines)
        if let other = calendars.first(where: { $0.name != "VCALENDAR" }) {
            throw ICalendarError(line: other.line, "\(other.name) is outside every VCALENDAR")
        }
        let todos = calendars.flatMap { $0.children.filter { $0.name == "VTODO" } }
        if todos.count > Self.maximumItems {
            throw ICalendarError(
                line: todos[Self.maximumItems].line,
                tr("more than %s tasks: import them in parts", "\(Self.maximumItems)"))
        }
        var summaries: [String: String] = [:]
        for todo in todos {
            if let uid = todo.property("UID")?.value, let summary = todo.property("SUMMARY") {
                summaries[uid] = summary.value
            }
        }
        var contents = Contents()
        for calendar in calendars {
            let zones = try FileTimeZones(calendar.children)
            let reader = VTodoReader(
                values: ICalValues(localZone: localZone, fileZones: zones), now: now, summaries: summaries)
            let name = list ?? calendarName(calendar) ?? Checklist.defaultName
            var items: [ImportedItem] = []
            for child in calendar.children {
                switch child.name {
                case "VTODO":
                    switch try reader.read(child) {
                    case .item(let item, let ruleKeptOnly):
                        items.append(item)
                        if ruleKeptOnly { contents.summary.remark(ICalendarWords.rulesKept) }
                    case .skipped(let reason): contents.summary.skip(reason)
                    }
                case "VEVENT": contents.summary.skip(ICalendarWords.events)
                case "VJOURNAL": contents.summary.skip(ICalendarWords.journals)
                default: continue
                }
            }
            if let index = contents.lists.firstIndex(where: { $0.name == name }) {
                contents.lists[index].items += items
            } else {
                contents.lists.append((name, items))
            }
        }
        return contents
    }

    private func calendarName(_ calendar: ComponentText) -> String? {
        guard let line = calendar.property("X-WR-CALNAME") ?? calendar.property("NAME") else { return nil }
        let name = ICalValues.unescaped(line.value)
        return name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : name
    }
}
