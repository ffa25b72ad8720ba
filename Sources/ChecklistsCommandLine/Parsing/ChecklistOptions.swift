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
    /// `--remind`
    var remind = false
    /// `--no-remind`
    var noRemind = false
    /// `--json`
    var json = false

    /// The options that take a value.
    private static let valued: Set<String> = ["--list", "--text", "--due"]

    /// Reads every argument of `verb`; the error names an option `verb` does not take, or
    /// one that is repeated or lacks its value.
    init(_ reader: inout ArgumentReader, verb: Verb, allowed: Set<String>) throws(CommandLineError) {
        while let argument = reader.next() {
            let name: String
            let inline: String?
            switch argument {
            case .positional(let text):
                positionals.append(text)
                continue
            case .option(let option, let value): (name, inline) = (option, value)
            }
            guard allowed.contains(name) else { throw .usage("unknown option \(name)") }
            if Self.valued.contains(name) {
                let value = try reader.value(of: name, inline: inline)
                switch name {
                case "--list": try Self.setOnce(&list, name, value)
                case "--text": try Self.setOnce(&text, name, value)
                default: try Self.setOnce(&due, name, value)
                }
                continue
            }
            switch name {
            case "--no-due": try Self.setFlag(&noDue, name, inline)
            case "--remind": try Self.setFlag(&remind, name, inline)
            case "--no-remind": try Self.setFlag(&noRemind, name, inline)
            default: try Self.setFlag(&json, name, inline)
            }
        }
    }

    /// The positionals when there are exactly `names.count`; the error names the first
    /// missing one or the first extra one.
    func positionals(_ names: [String], verb: Verb) throws(CommandLineError) -> [String] {
        if positionals.count < names.count {
            throw .usage("\(verb.rawValue) needs \(names[positionals.count])")
        }
        if positionals.count > names.count {
            throw .usage("\(verb.rawValue): unexpected argument \"\(positionals[names.count])\"")
        }
        return positionals
    }

    private static func setOnce(_ slot: inout String?, _ name: String, _ value: String) throws(CommandLineError) {
        if slot != nil { throw .usage("\(name) is given more than once") }
        slot = value
    }

    private static func setFlag(_ flag: inout Bool, _ name: String, _ inline: String?) throws(CommandLineError) {
        try ArgumentReader.refuseValue(inline, of: name)
        if flag { throw .usage("\(name) is given more than once") }
        flag = true
    }
}
