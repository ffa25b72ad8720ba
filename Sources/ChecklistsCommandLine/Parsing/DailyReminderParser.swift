import ChecklistsModel
import Translations

/// Reads the arguments of `daily-reminder`: nothing, `on HH:MM [--title TEXT] [--body TEXT]`,
/// or `off`.
///
/// The time and the texts are checked here by the model's own rules, so a refused value
/// changes nothing: neither the settings file nor remindd is touched.
enum DailyReminderParser {
    /// The action the arguments ask for.
    static func action(_ reader: inout ArgumentReader) throws(CommandLineError) -> DailyReminderAction {
        var positionals: [String] = []
        var title: String?
        var body: String?
        while let argument = reader.next() {
            switch argument {
            case .positional(let text): positionals.append(text)
            case .option("--title", let inline):
                try ArgumentReader.setOnce(&title, "--title", reader.value(of: "--title", inline: inline))
            case .option("--body", let inline):
                try ArgumentReader.setOnce(&body, "--body", reader.value(of: "--body", inline: inline))
            case .option(let name, _): throw .usage(tr("unknown option %s", "\(name)"))
            }
        }
        guard let setting = positionals.first else {
            if title != nil || body != nil {
                throw .usage(tr("daily-reminder: --title and --body go with \"on HH:MM\""))
            }
            return .show
        }
        switch setting {
        case "on":
            guard positionals.count >= 2 else {
                throw .usage(tr("daily-reminder on needs a time HH:MM (24-hour, such as 20:30)"))
            }
            try refuseExtra(positionals, after: 2)
            let time = try TimeOfDayParser.time(positionals[1])
            return .on(
                hour: time.hour, minute: time.minute, title: try title.map(checkedTitle),
                body: try body.map(checkedBody))
        case "off":
            try refuseExtra(positionals, after: 1)
            if title != nil || body != nil {
                throw .usage(tr("daily-reminder: --title and --body go with \"on HH:MM\""))
            }
            return .off
        default:
            throw .usage(tr("daily-reminder: unknown setting \"%s\" (use \"on HH:MM\" or \"off\")", "\(setting)"))
        }
    }

    private static func refuseExtra(_ positionals: [String], after count: Int) throws(CommandLineError) {
        if positionals.count > count {
            throw .usage(tr("daily-reminder: unexpected argument \"%s\"", "\(positionals[count])"))
        }
    }

    private static func checkedTitle(_ text: String) throws(CommandLineError) -> String {
        do {
            return try DailyReminder.validatedTitle(text)
        } catch {
            throw .badInput(tr("--title: %s", "\(error.description)"))
        }
    }

    private static func checkedBody(_ text: String) throws(CommandLineError) -> String {
        do {
            return try DailyReminder.validatedBody(text)
        } catch {
            throw .badInput(tr("--body: %s", "\(error.description)"))
        }
    }
}
