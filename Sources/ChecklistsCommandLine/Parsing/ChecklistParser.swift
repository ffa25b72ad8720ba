import Foundation
import LocalNotifications

/// Turns the arguments of the checklist commands into commands.
///
/// Parsing opens no database: the form of names, IDs and dates is checked here, so a
/// malformed command changes nothing; the model checks the rest.
struct ChecklistParser {
    /// The user's time zone, in which `--due` is read.
    let timeZone: TimeZone

    /// The command for `verb` (one of the checklist verbs) and its arguments.
    func command(_ verb: Verb, _ reader: inout ArgumentReader) throws(CommandLineError) -> Command {
        switch verb {
        case .lists:
            return .lists(json: try ListingOptionsParser.json(&reader, verb: verb))
        case .newList:
            let names = try ChecklistOptions(&reader, verb: verb, allowed: []).positionals(["a NAME"], verb: verb)
            return .newList(names[0])
        case .renameList:
            let names = try ChecklistOptions(&reader, verb: verb, allowed: [])
                .positionals(["the checklist's NAME", "a NEW-NAME"], verb: verb)
            return .renameList(names[0], to: names[1])
        case .removeList:
            let names = try ChecklistOptions(&reader, verb: verb, allowed: []).positionals(["a NAME"], verb: verb)
            return .removeList(names[0])
        case .add:
            return .add(try newItem(&reader))
        case .items:
            let options = try ChecklistOptions(&reader, verb: verb, allowed: ["--list", "--json"])
            _ = try options.positionals([], verb: verb)
            return .items(list: options.list, json: options.json)
        case .edit:
            let options = try ChecklistOptions(
                &reader, verb: verb, allowed: ["--text", "--due", "--no-due", "--remind", "--no-remind"])
            let id = try Self.itemID(try options.positionals(["an item ID"], verb: verb)[0], verb: verb)
            return .edit(id, try edit(options))
        case .check, .uncheck, .remove:
            let options = try ChecklistOptions(&reader, verb: verb, allowed: [])
            let id = try Self.itemID(try options.positionals(["an item ID"], verb: verb)[0], verb: verb)
            return verb == .check ? .check(id) : verb == .uncheck ? .uncheck(id) : .remove(id)
        case .notify, .pending, .delivered, .cancel, .clearDelivered, .dailyReminder:
            throw .usage("\(verb.rawValue) is not a checklist command")
        }
    }

    private func newItem(_ reader: inout ArgumentReader) throws(CommandLineError) -> NewItem {
        let options = try ChecklistOptions(&reader, verb: .add, allowed: ["--list", "--due", "--remind"])
        let text = try options.positionals(["the item's TEXT"], verb: .add)[0]
        let due = try options.due.map { text throws(CommandLineError) in try dueDate(text) }
        if options.remind, due == nil { throw .usage("--remind needs a due date: give --due \"YYYY-MM-DD HH:MM\"") }
        return NewItem(text: text, list: options.list, due: due, remind: options.remind)
    }

    private func edit(_ options: ChecklistOptions) throws(CommandLineError) -> ItemEdit {
        if options.due != nil, options.noDue { throw .usage("--due and --no-due cannot be used together") }
        if options.remind, options.noRemind { throw .usage("--remind and --no-remind cannot be used together") }
        if options.remind, options.noDue { throw .usage("--remind needs a due date; it cannot be used with --no-due") }
        var edit = ItemEdit(text: options.text)
        if let due = options.due { edit.due = .set(try dueDate(due)) }
        if options.noDue { edit.due = .clear }
        if options.remind { edit.remind = true }
        if options.noRemind { edit.remind = false }
        if edit == ItemEdit() { throw .usage("edit needs --text, --due, --no-due, --remind or --no-remind") }
        return edit
    }

    /// The instant of a `--due` value in the user's zone, to the minute (seconds are dropped).
    func dueDate(_ text: String) throws(CommandLineError) -> Date {
        var components = try LocalDateTimeParser.components(text, option: "--due")
        components.second = 0
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        guard let date = calendar.date(from: components) else {
            throw .badInput("--due: \(text) is not a valid date-time")
        }
        let back = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        guard back.year == components.year, back.month == components.month, back.day == components.day,
            back.hour == components.hour, back.minute == components.minute
        else {
            throw .badInput("--due: \(text) does not exist in \(timeZone.identifier) (the clocks skip it)")
        }
        guard TimeBounds.contains(date) else {
            throw .badInput("--due: the due date must be between the years 1970 and 9999, not \(text)")
        }
        return date
    }

    /// An item ID: a positive whole number.
    static func itemID(_ text: String, verb: Verb) throws(CommandLineError) -> Int64 {
        guard text.allSatisfy({ $0.isASCII && $0.isNumber }), let id = Int64(text), id > 0 else {
            throw .usage(
                "\(verb.rawValue): \"\(text)\" is not an item ID (a whole number, as \"checklists items\" shows)")
        }
        return id
    }
}
