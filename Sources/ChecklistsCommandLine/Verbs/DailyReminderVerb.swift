import Translations

/// Shows, sets or turns off the daily reminder: `daily-reminder [on HH:MM | off]`.
enum DailyReminderVerb: VerbDefinition {
    static let name = "daily-reminder"
    static let group = VerbGroup.settings
    static let summary = tr("Show the daily reminder, turn it on at a time of day, or off")
    static let synopsis = [
        "daily-reminder",
        "daily-reminder on HH:MM [--title TEXT] [--body TEXT]",
        "daily-reminder off",
    ]
    static let arguments: [ArgumentDeclaration] = [
        ArgumentDeclaration("SETTING", "setting", completion: .choices(["on", "off"])),
        ArgumentDeclaration("HH:MM", "time of day (HH:MM)"),
    ]
    static let options: [OptionDeclaration] = [
        .value("--title", "TEXT", "The title"),
        .value("--body", "TEXT", "The text under the title"),
    ]

    /// `checklists daily-reminder --help`.
    static let help = tr(
        """
        Usage: checklists daily-reminder
               checklists daily-reminder on HH:MM [--title TEXT] [--body TEXT]
               checklists daily-reminder off

        Without arguments, prints the daily reminder's setting: "on 20:30" or "off".
        "on" makes a reminder pop up every day at HH:MM, your local time, also when
        Checklists is not running; it follows you into another time zone. "off" stops it.
        Both print the new setting. The setting is kept in
        $XDG_CONFIG_HOME/checklists/settings.json (by default ~/.config/checklists).

        Arguments:
          HH:MM              The time of day, 24-hour: 20:30, 07:15 or 7:15

        Options:
          --title TEXT       The popup's title (first "Checklists"; kept when not given)
          --body TEXT        The popup's text (first "Time to look at your checklists.";
                             kept when not given)
          -h, --help         Show this help

        A time that is not HH:MM (24-hour) is refused with status 2 and changes nothing.
        When remindd cannot be reached the setting is saved all the same, the status is
        1 and the message says so; Checklists tells remindd when it next opens.

        Examples:
          checklists daily-reminder on 20:30
          checklists daily-reminder on 7:15 --title "Journal" --body "Write three lines."
          checklists daily-reminder off

        """)

    static func parse(_ reader: inout ArgumentReader, with parser: CommandParser) throws(CommandLineError) -> Command {
        .dailyReminder(try DailyReminderParser.action(&reader))
    }
}
