import Translations

/// The arguments of the checklist commands as typed, before they are checked together:
/// positionals and the options a command allows.
struct ChecklistOptions {
    /// The arguments that are not options, in order.
    var positionals: [String] = []
    /// `--list`
    var list: String?
    /// `--text`
    var text: String?
    /// `--due`
    var due: String?
    /// `--no-due`
    var noDue = false
    /// `--notes`
    var notes: String?
    /// `--repeat`
    var repeatRule: String?
    /// `--no-repeat`
    var noRepeat = false
    /// `--remind-before` and `--remind-at`, in the order given.
    var reminders: [ReminderOption] = []
    /// `--remind`
    var remind = false
    /// `--no-remind`
    var noRemind = false
    /// `--wake`
    var wake = false
    /// `--no-wake`
    var noWake = false
    /// `--floating`
    var floating = false
    /// `--no-floating`
    var noFloating = false
    /// `--nag`
    var nag: String?
    /// `--no-nag`
    var noNag = false
    /// `--ring`
    var ring = false
    /// `--no-ring`
    var noRing = false
    /// `--json`
    var json = false

    /// Reads every argument of `verb`, which takes the options `allowed` declares; the error
    /// names an option `verb` does not take, or one that is repeated or lacks its value.
    init(_ reader: inout ArgumentReader, verb: String, allowed: [OptionDeclaration]) throws(CommandLineError) {
        while let argument = reader.next() {
            let name: String
            let inline: String?
            switch argument {
            case .positional(let text):
                positionals.append(text)
                continue
            case .option(let option, let value): (name, inline) = (option, value)
            }
            guard let declaration = allowed.first(where: { $0.name == name }) else {
                throw .usage(tr("unknown option %s", "\(name)"))
            }
            if declaration.takesValue {
                let value = try reader.value(of: name, inline: inline)
                switch name {
                case "--list": try ArgumentReader.setOnce(&list, name, value)
                case "--text": try ArgumentReader.setOnce(&text, name, value)
                case "--notes": try ArgumentReader.setOnce(&notes, name, value)
                case "--repeat": try ArgumentReader.setOnce(&repeatRule, name, value)
                case "--remind-before": reminders.append(.before(value))
                case "--remind-at": reminders.append(.at(value))
                case "--nag": try ArgumentReader.setOnce(&nag, name, value)
                default: try ArgumentReader.setOnce(&due, name, value)
                }
                continue
            }
            switch name {
            case "--no-due": try ArgumentReader.setFlag(&noDue, name, inline)
            case "--remind": try ArgumentReader.setFlag(&remind, name, inline)
            case "--no-remind": try ArgumentReader.setFlag(&noRemind, name, inline)
            case "--no-repeat": try ArgumentReader.setFlag(&noRepeat, name, inline)
            case "--wake": try ArgumentReader.setFlag(&wake, name, inline)
            case "--no-wake": try ArgumentReader.setFlag(&noWake, name, inline)
            case "--floating": try ArgumentReader.setFlag(&floating, name, inline)
            case "--no-floating": try ArgumentReader.setFlag(&noFloating, name, inline)
            case "--no-nag": try ArgumentReader.setFlag(&noNag, name, inline)
            case "--ring": try ArgumentReader.setFlag(&ring, name, inline)
            case "--no-ring": try ArgumentReader.setFlag(&noRing, name, inline)
            default: try ArgumentReader.setFlag(&json, name, inline)
            }
        }
    }

    /// A reminder option as typed.
    enum ReminderOption: Equatable {
        /// `--remind-before DURATION`
        case before(String)
        /// `--remind-at WHEN`
        case at(String)
    }

    /// The positionals when there are exactly `names.count`; the error names the first
    /// missing one or the first extra one.
    func positionals(_ names: [String], verb: String) throws(CommandLineError) -> [String] {
        if positionals.count < names.count {
            throw .usage(tr("%s needs %s", "\(verb)", "\(names[positionals.count])"))
        }
        if positionals.count > names.count {
            throw .usage(tr("%s: unexpected argument \"%s\"", "\(verb)", "\(positionals[names.count])"))
        }
        return positionals
    }

    /// An item ID: a positive whole number.
    static func itemID(_ text: String, verb: String) throws(CommandLineError) -> Int64 {
        guard text.allSatisfy({ $0.isASCII && $0.isNumber }), let id = Int64(text), id > 0 else {
            throw .usage(
                tr(
                    "%s: \"%s\" is not an item ID (a whole number, as \"checklists items\" shows)", "\(verb)",
                    "\(text)"))
        }
        return id
    }
}
