import ChecklistsModel
import Translations

/// Shows, sets or turns off the daily reminder: `daily-reminder [on HH:MM | off]`.
enum DailyReminderVerb: VerbDefinition {
    /// The name typed on the command line.
    static let name = "daily-reminder"
    /// The overview lists it under this heading.
    static let group = VerbGroup.settings
    /// Its line in the overview.
    static let summary = tr("Show the daily reminder, turn it on at a time of day, or off")
    /// Its forms, as its usage and the man page's synopsis show them.
    static let synopsis = [
        tr("daily-reminder"),
        tr("daily-reminder on HH:MM [--title TEXT] [--body TEXT]"),
        tr("daily-reminder off"),
    ]
    /// Its arguments that are not options.
    static let arguments: [ArgumentDeclaration] = [
        ArgumentDeclaration("SETTING", "setting", completion: .choices(["on", "off"])),
        ArgumentDeclaration("HH:MM", "time of day (HH:MM)", help: tr("The time of day, 24-hour: 20:30, 07:15 or 7:15")),
    ]
    /// Its options, as its help and the completions show them.
    static let options: [OptionDeclaration] = [
        .value(
            "--title", tr("TEXT"), "The title",
            help: tr("The popup's title (first \"Checklists\"; kept when not given)")),
        .value(
            "--body", tr("TEXT"), "The text under the title",
            help: tr(
                """
                The popup's text (first "Time to look at your checklists.";
                kept when not given)
                """)),
    ]

    /// What it does, in its help.
    static let about = tr(
        """
        Without arguments, prints the daily reminder's setting: "on 20:30" or "off".
        "on" makes a reminder pop up every day at HH:MM, your local time, also when
        Checklists is not running; it follows you into another time zone. "off" stops it.
        Both print the new setting. The setting is kept in
        $XDG_CONFIG_HOME/checklists/settings.json (by default ~/.config/checklists).
        """)
    /// Its help after the options.
    static let epilogue: String? = tr(
        """
        A time that is not HH:MM (24-hour) is refused with status 2 and changes nothing.
        When remindd cannot be reached the setting is saved all the same, the status is
        1 and the message says so; Checklists tells remindd when it next opens.

        Examples:
          checklists daily-reminder on 20:30
          checklists daily-reminder on 7:15 --title "Journal" --body "Write three lines."
          checklists daily-reminder off
        """)

    /// The command its arguments ask for.
    static func parse(_ reader: inout ArgumentReader, with parser: CommandParser) throws(CommandLineError) -> Command {
        .dailyReminder(try DailyReminderParser.action(&reader))
    }

    /// Prints the setting, or changes it and prints the new one.
    ///
    /// A settings file that was not JSON is reported (it was moved aside, never
    /// overwritten) and the command runs again on the standard settings. When only remindd
    /// failed, the new setting is printed all the same before the error.
    static func run(_ action: DailyReminderAction, with runner: CommandRunner) throws(CommandLineError) {
        let controller = runner.makeDailyReminder()
        var reportedInvalidFile = false
        while true {
            do {
                let reminder = try perform(action, with: controller)
                runner.output.standardOutput(stateLine(reminder))
                return
            } catch let error as ChecklistsError {
                if case .invalidSettingsFile = error, !reportedInvalidFile {
                    runner.output.standardError("checklists: \(CommandRunner.oneLine(error.description))\n")
                    reportedInvalidFile = true
                    continue
                }
                if case .dailyReminderNotApplied = error { runner.output.standardOutput(stateLine(action)) }
                throw CommandLineError(error)
            } catch {
                throw .failure(String(describing: error))
            }
        }
    }

    /// Reads or changes the setting as `action` says; returns the setting now saved.
    private static func perform(
        _ action: DailyReminderAction, with controller: DailyReminderController
    ) throws -> DailyReminder {
        switch action {
        case .show: try controller.current()
        case .on(let hour, let minute, let title, let body):
            try controller.turnOn(hour: hour, minute: minute, title: title, body: body)
        case .off: try controller.turnOff()
        }
    }

    /// "on HH:MM" or "off", with a line break.
    private static func stateLine(_ reminder: DailyReminder) -> String {
        reminder.isOn ? "on \(reminder.timeText)\n" : "off\n"
    }

    /// The line of the setting a change action saved.
    private static func stateLine(_ action: DailyReminderAction) -> String {
        switch action {
        case .on(let hour, let minute, _, _):
            stateLine(DailyReminder(isOn: true, hour: hour, minute: minute, title: "", body: ""))
        case .show, .off: "off\n"
        }
    }
}
