/// The options of `notify` as typed, before they are checked together.
struct NotifyOptions {
    /// `--title`
    var title: String?
    /// `--body`
    var body: String?
    /// `--id`
    var identifier: String?
    /// `--sound`
    var sound: String?
    /// `--silent`
    var silent = false
    /// `--urgency`
    var urgency: String?
    /// `--in`
    var after: String?
    /// `--at`
    var at: String?
    /// `--match`
    var match: String?
    /// `--repeats`
    var repeats = false
    /// `--attachment`
    var attachment: String?
    /// `--near`
    var near: String?
    /// `--radius`
    var radius: String?
    /// `--on-exit`
    var onExit = false

    /// Reads every argument of `notify`; the error names an unknown, repeated or valueless option.
    init(_ reader: inout ArgumentReader) throws(CommandLineError) {
        while let argument = reader.next() {
            let name: String
            let inline: String?
            switch argument {
            case .positional(let text): throw .usage("notify: unexpected argument \"\(text)\"")
            case .option(let option, let value): (name, inline) = (option, value)
            }
            switch name {
            case "--title": try Self.setOnce(&title, name, reader.value(of: name, inline: inline))
            case "--body": try Self.setOnce(&body, name, reader.value(of: name, inline: inline))
            case "--id": try Self.setOnce(&identifier, name, reader.value(of: name, inline: inline))
            case "--sound": try Self.setOnce(&sound, name, reader.value(of: name, inline: inline))
            case "--urgency": try Self.setOnce(&urgency, name, reader.value(of: name, inline: inline))
            case "--in": try Self.setOnce(&after, name, reader.value(of: name, inline: inline))
            case "--at": try Self.setOnce(&at, name, reader.value(of: name, inline: inline))
            case "--match": try Self.setOnce(&match, name, reader.value(of: name, inline: inline))
            case "--attachment": try Self.setOnce(&attachment, name, reader.value(of: name, inline: inline))
            case "--near": try Self.setOnce(&near, name, reader.value(of: name, inline: inline))
            case "--radius": try Self.setOnce(&radius, name, reader.value(of: name, inline: inline))
            case "--on-exit": try Self.setFlag(&onExit, name, inline)
            case "--silent": try Self.setFlag(&silent, name, inline)
            case "--repeats": try Self.setFlag(&repeats, name, inline)
            default: throw .usage("unknown option \(name)")
            }
        }
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
