import LocalNotifications
import RemindersClient
import Translations

/// Schedules a notification: `notify --title TEXT [OPTIONS]`.
enum NotifyVerb: VerbDefinition {
    /// The name typed on the command line.
    static let name = "notify"
    /// The overview lists it under this heading.
    static let group = VerbGroup.notifications
    /// Its line in the overview.
    static let summary = tr("Schedule a notification, or show one at once")
    /// Its forms, as its usage and the man page's synopsis show them.
    static let synopsis = [
        tr(
            """
            notify --title TEXT [--body TEXT] [--id ID] [--sound NAME | --silent] [--ring]
                                     [--urgency low|normal|critical] [--attachment PATH]
                                     [--in DURATION [--repeats] | --at "YYYY-MM-DD HH:MM[:SS]" |
                                      --match "hour=14,minute=0,weekday=3" [--repeats] |
                                      --near LAT,LON --radius METRES [--on-exit] [--repeats]]
            """)
    ]
    /// Its arguments that are not options.
    static let arguments: [ArgumentDeclaration] = []
    /// Its options, as its help and the completions show them.
    static let options: [OptionDeclaration] = [
        .value("--title", tr("TEXT"), "The title", help: tr("The summary line of the popup (required)")),
        .value("--body", tr("TEXT"), "The text under the title", help: tr("The text under the title")),
        .value(
            "--id", tr("ID"), "The identifier",
            help: tr(
                """
                The identifier, to replace or cancel the notification later
                (default: a new random UUID, lowercased)
                """)
        ),
        .value(
            "--sound", tr("NAME"), "A sound of the sound theme",
            help: tr(
                """
                A sound of the freedesktop sound theme, such as
                alarm-clock-elapsed (default: the desktop's usual sound)
                """), conflicts: ["--silent"]),
        .flag("--silent", "Play no sound", help: tr("Play no sound"), conflicts: ["--sound", "--ring"]),
        .flag(
            "--ring", "Ring like an alarm until you respond",
            help: tr(
                """
                Ring like an alarm: play the sound (alarm-clock-elapsed unless --sound
                names one) again and again, for at most 5 minutes, until you respond
                """), conflicts: ["--silent"]),
        .value(
            "--urgency", tr("LEVEL"), "The urgency",
            help: tr(
                """
                low, normal (the default) or critical; a critical popup stays
                until it is dismissed
                """),
            completion: .choices(["low", "normal", "critical"])),
        .value(
            "--attachment", tr("PATH"), "A PNG or JPEG image",
            help: tr(
                """
                A PNG or JPEG image the popup shows (the notification server's
                image-path hint); remindd refuses a file it cannot read
                """), completion: .image),
        .value(
            "--in", tr("DURATION"), "Deliver after a duration, such as 5m",
            help: tr(
                """
                Deliver after DURATION: a positive combination of the units
                d, h, m and s, largest first, such as 10s, 5m, 2h, 1d or 1h30m
                """), conflicts: ["--at", "--match", "--near"]),
        .value(
            "--at", tr("DATE-TIME"), "Deliver at \"YYYY-MM-DD HH:MM\"",
            help: tr(
                """
                Deliver once at this local date and time, "YYYY-MM-DD HH:MM" or
                "YYYY-MM-DD HH:MM:SS"; it must be in the future
                """), conflicts: ["--in", "--match", "--near"]),
        .value(
            "--match", tr("PAIRS"), "Deliver on matching key=value pairs",
            help: tr(
                """
                Deliver when the local date and time match comma-separated
                key=value pairs. Keys: year, month, day, hour, minute, second,
                weekday (1=Sunday to 7=Saturday, or mon..sun, monday..sunday)
                and weekday-ordinal (1 to 5, or last: weekday=tue,weekday-ordinal=2
                is the second Tuesday, weekday=sun,weekday-ordinal=last the last
                Sunday). Only the keys given take part.
                """), conflicts: ["--in", "--at", "--near"]),
        .value(
            "--near", tr("LAT,LON"), "Deliver on arriving at LAT,LON",
            help: tr(
                """
                Deliver on arriving at a place, given in decimal degrees
                such as 52.52,13.405 (needs the desktop's location service)
                """), conflicts: ["--in", "--at", "--match"]),
        .value(
            "--radius", tr("METRES"), "The size of the place, in metres",
            help: tr("With --near: the size of the place, 1 to 100000 metres")),
        .flag(
            "--on-exit", "Deliver on leaving the place", help: tr("With --near: deliver on leaving the place instead")),
        .flag(
            "--repeats", "Deliver again and again",
            help: tr(
                """
                With --in: deliver every DURATION (at least 60 seconds).
                With --match: deliver at every match, not only the next one.
                With --near: deliver at every arrival (or departure)
                """)),
    ]

    /// What it does, in its help.
    static let about = tr(
        """
        Schedules a notification and prints its identifier. Without --in, --at, --match or
        --near it is delivered at once. A notification with the identifier of a pending one replaces it.
        """)
    /// Its help after the options.
    static let epilogue: String? = tr(
        """
        Only one of --in, --at, --match and --near may be given.

        Examples:
          checklists notify --title "Tea is ready" --in 3m
          checklists notify --title "Stand-up" --match "hour=9,minute=30,weekday=mon" --repeats
          checklists notify --id dentist --title "Dentist" --body "Bring the card" \\
                            --at "2026-12-24 18:30"
        """)

    /// The command its arguments ask for.
    static func parse(_ reader: inout ArgumentReader, with parser: CommandParser) throws(CommandLineError) -> Command {
        let notify = NotifyParser(
            now: parser.now, timeZone: parser.timeZone, makeIdentifier: parser.makeIdentifier,
            currentDirectory: parser.currentDirectory)
        return .notify(try notify.request(&reader))
    }

    /// Schedules the request and prints its identifier.
    static func run(_ request: NotificationRequest, with runner: CommandRunner) throws(CommandLineError) {
        _ = try runner.client { () throws(RemindersClientError) in
            try runner.service.add(request, app: runner.appIdentifier)
        }
        runner.output.standardOutput(request.identifier + "\n")
    }
}
