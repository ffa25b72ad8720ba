import Foundation
import LocalNotifications
import Translations

/// Turns the arguments of the checklist commands into commands.
///
/// Parsing opens no database: the form of names, IDs, dates, repeat rules and durations is
/// checked here, so a malformed command changes nothing; the model checks the rest, such as
/// a repeat or a reminder before the due time without a due date (`DraftRules`).
struct ChecklistParser {
    /// The moment the command runs: "tomorrow" and "in 20 min" count from it.
    let now: Date
    /// The user's time zone, in which `--due` and `--remind-at` are read.
    let timeZone: TimeZone

    /// The command for `verb` (one of the checklist verbs) and its arguments.
    func command(_ verb: Verb, _ reader: inout ArgumentReader) throws(CommandLineError) -> Command {
        switch verb {
        case .lists:
            return .lists(json: try ListingOptionsParser.json(&reader, verb: verb))
        case .newList:
            let names = try ChecklistOptions(&reader, verb: verb, allowed: []).positionals([tr("a NAME")], verb: verb)
            return .newList(names[0])
        case .renameList:
            let names = try ChecklistOptions(&reader, verb: verb, allowed: [])
                .positionals([tr("the checklist's NAME"), tr("a NEW-NAME")], verb: verb)
            return .renameList(names[0], to: names[1])
        case .removeList:
            let names = try ChecklistOptions(&reader, verb: verb, allowed: []).positionals([tr("a NAME")], verb: verb)
            return .removeList(names[0])
        case .add:
            return .add(try newItem(&reader))
        case .items:
            let options = try ChecklistOptions(&reader, verb: verb, allowed: ["--list", "--json"])
            _ = try options.positionals([], verb: verb)
            return .items(list: options.list, json: options.json)
        case .edit:
            let options = try ChecklistOptions(
                &reader, verb: verb,
                allowed: [
                    "--text", "--due", "--no-due", "--notes", "--repeat", "--no-repeat", "--remind", "--no-remind",
                    "--remind-before", "--remind-at",
                ])
            let id = try Self.itemID(try options.positionals([tr("an item ID")], verb: verb)[0], verb: verb)
            return .edit(id, try edit(options))
        case .export, .import:
            let options = try ChecklistOptions(&reader, verb: verb, allowed: ["--list"])
            let file = try options.positionals(
                [verb == .export ? tr("a FILE (\"-\" for standard output)") : tr("a FILE (\"-\" for standard input)")],
                verb: verb)[0]
            return verb == .export ? .export(file: file, list: options.list) : .import(file: file, list: options.list)
        case .check, .uncheck, .remove:
            let options = try ChecklistOptions(&reader, verb: verb, allowed: [])
            let id = try Self.itemID(try options.positionals([tr("an item ID")], verb: verb)[0], verb: verb)
            return verb == .check ? .check(id) : verb == .uncheck ? .uncheck(id) : .remove(id)
        case .notify, .pending, .delivered, .cancel, .clearDelivered, .dailyReminder, .account, .sync:
            throw .usage(tr("%s is not a checklist command", "\(verb.rawValue)"))
        }
    }

    private func newItem(_ reader: inout ArgumentReader) throws(CommandLineError) -> NewItem {
        let options = try ChecklistOptions(
            &reader, verb: .add,
            allowed: ["--list", "--due", "--notes", "--repeat", "--remind", "--remind-before", "--remind-at"])
        let text = try options.positionals([tr("the item's TEXT")], verb: .add)[0]
        let phrases = ItemPhrases(now: now, timeZone: timeZone)
        let (due, recurrence) = try phrases.dueAndRepeat(due: options.due, repeat: options.repeatRule)
        let reminders = try phrases.reminders(options) ?? []
        return NewItem(
            text: text, list: options.list, due: due?.date, dueIsAllDay: due?.isAllDay ?? false, notes: options.notes,
            recurrence: recurrence, reminders: reminders)
    }

    private func edit(_ options: ChecklistOptions) throws(CommandLineError) -> ItemEdit {
        if options.due != nil, options.noDue { throw .usage(tr("--due and --no-due cannot be used together")) }
        if options.repeatRule != nil, options.noRepeat {
            throw .usage(tr("--repeat and --no-repeat cannot be used together"))
        }
        let phrases = ItemPhrases(now: now, timeZone: timeZone)
        let reminders = try phrases.reminders(options)
        var edit = ItemEdit(text: options.text, notes: options.notes, reminders: reminders)
        if options.due != nil || options.repeatRule != nil {
            let (due, recurrence) = try phrases.dueAndRepeat(due: options.due, repeat: options.repeatRule)
            if let due, options.due != nil { edit.due = .set(due) }
            if let due, options.due == nil, !options.noDue { edit.dueWhenNone = due }
            if let recurrence { edit.recurrence = .set(recurrence) }
        }
        if options.noDue { edit.due = .clear }
        if options.noRepeat { edit.recurrence = .clear }
        if edit == ItemEdit() {
            throw .usage(
                "edit needs --text, --due, --no-due, --notes, --repeat, --no-repeat, --remind, --no-remind, "
                    + "--remind-before or --remind-at")
        }
        return edit
    }

    /// An item ID: a positive whole number.
    static func itemID(_ text: String, verb: Verb) throws(CommandLineError) -> Int64 {
        guard text.allSatisfy({ $0.isASCII && $0.isNumber }), let id = Int64(text), id > 0 else {
            throw .usage(
                tr(
                    "%s: \"%s\" is not an item ID (a whole number, as \"checklists items\" shows)", "\(verb.rawValue)",
                    "\(text)"))
        }
        return id
    }
}
