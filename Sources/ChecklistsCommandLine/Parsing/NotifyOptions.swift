import Translations

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
    /// `--ring`
    var ring = false
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
            case .positional(let text): throw .usage(tr("notify: unexpected argument \"%s\"", "\(text)"))
            case .option(let option, let value): (name, inline) = (option, value)
            }
            switch name {
            case "--title": try ArgumentReader.setOnce(&title, name, reader.value(of: name, inline: inline))
            case "--body": try ArgumentReader.setOnce(&body, name, reader.value(of: name, inline: inline))
            case "--id": try ArgumentReader.setOnce(&identifier, name, reader.value(of: name, inline: inline))
            case "--sound": try ArgumentReader.setOnce(&sound, name, reader.value(of: name, inline: inline))
            case "--urgency": try ArgumentReader.setOnce(&urgency, name, reader.value(of: name, inline: inline))
            case "--in": try ArgumentReader.setOnce(&after, name, reader.value(of: name, inline: inline))
            case "--at": try ArgumentReader.setOnce(&at, name, reader.value(of: name, inline: inline))
            case "--match": try ArgumentReader.setOnce(&match, name, reader.value(of: name, inline: inline))
            case "--attachment": try ArgumentReader.setOnce(&attachment, name, reader.value(of: name, inline: inline))
            case "--near": try ArgumentReader.setOnce(&near, name, reader.value(of: name, inline: inline))
            case "--radius": try ArgumentReader.setOnce(&radius, name, reader.value(of: name, inline: inline))
            case "--on-exit": try ArgumentReader.setFlag(&onExit, name, inline)
            case "--silent": try ArgumentReader.setFlag(&silent, name, inline)
            case "--ring": try ArgumentReader.setFlag(&ring, name, inline)
            case "--repeats": try ArgumentReader.setFlag(&repeats, name, inline)
            default: throw .usage(tr("unknown option %s", "\(name)"))
            }
        }
    }
}
