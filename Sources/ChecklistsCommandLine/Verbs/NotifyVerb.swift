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
    /// Its forms, as the man page's synopsis shows them.
    static let synopsis = [
        "notify --title TEXT [--body TEXT] [--id ID] [--sound NAME | --silent] [--urgency low|normal|critical] [--attachment PATH] [--in DURATION [--repeats] | --at DATE-TIME | --match PAIRS [--repeats] | --near LAT,LON --radius METRES [--on-exit] [--repeats]]"
    ]
    /// Its arguments that are not options.
    static let arguments: [ArgumentDeclaration] = []
    /// Its options, as completions offer them.
    static let options: [OptionDeclaration] = [
        .value("--title", "TEXT", "The title"),
        .value("--body", "TEXT", "The text under the title"),
        .value("--id", "ID", "The identifier"),
        .value("--sound", "NAME", "A sound of the sound theme", conflicts: ["--silent"]),
        .flag("--silent", "Play no sound", conflicts: ["--sound"]),
        .value("--urgency", "LEVEL", "The urgency", completion: .choices(["low", "normal", "critical"])),
        .value("--attachment", "PATH", "A PNG or JPEG image", completion: .image),
        .value("--in", "DURATION", "Deliver after a duration, such as 5m", conflicts: ["--at", "--match", "--near"]),
        .value("--at", "DATE-TIME", "Deliver at \"YYYY-MM-DD HH:MM\"", conflicts: ["--in", "--match", "--near"]),
        .value("--match", "PAIRS", "Deliver on matching key=value pairs", conflicts: ["--in", "--at", "--near"]),
        .value("--near", "LAT,LON", "Deliver on arriving at LAT,LON", conflicts: ["--in", "--at", "--match"]),
        .value("--radius", "METRES", "The size of the place, in metres"),
        .flag("--on-exit", "Deliver on leaving the place"),
        .flag("--repeats", "Deliver again and again"),
    ]

    /// `checklists notify --help`.
    static let help = tr(
        """
        Usage: checklists notify --title TEXT [--body TEXT] [--id ID] [--sound NAME | --silent]
                                 [--urgency low|normal|critical] [--attachment PATH]
                                 [--in DURATION [--repeats] | --at "YYYY-MM-DD HH:MM[:SS]" |
                                  --match "hour=14,minute=0,weekday=3" [--repeats] |
                                  --near LAT,LON --radius METRES [--on-exit] [--repeats]]

        Schedules a notification and prints its identifier. Without --in, --at, --match or
        --near it is delivered at once. A notification with the identifier of a pending one replaces it.

        Options:
          --title TEXT       The summary line of the popup (required)
          --body TEXT        The text under the title
          --id ID            The identifier, to replace or cancel the notification later
                             (default: a new random UUID, lowercased)
          --sound NAME       A sound of the freedesktop sound theme, such as
                             alarm-clock-elapsed (default: the desktop's usual sound)
          --silent           Play no sound
          --urgency LEVEL    low, normal (the default) or critical; a critical popup stays
                             until it is dismissed
          --attachment PATH  A PNG or JPEG image the popup shows (the notification server's
                             image-path hint); remindd refuses a file it cannot read
          --in DURATION      Deliver after DURATION: a positive combination of the units
                             d, h, m and s, largest first, such as 10s, 5m, 2h, 1d or 1h30m
          --at DATE-TIME     Deliver once at this local date and time, "YYYY-MM-DD HH:MM" or
                             "YYYY-MM-DD HH:MM:SS"; it must be in the future
          --match PAIRS      Deliver when the local date and time match comma-separated
                             key=value pairs. Keys: year, month, day, hour, minute, second,
                             weekday (1=Sunday to 7=Saturday, or mon..sun, monday..sunday)
                             and weekday-ordinal (1 to 5, or last: weekday=tue,weekday-ordinal=2
                             is the second Tuesday, weekday=sun,weekday-ordinal=last the last
                             Sunday). Only the keys given take part.
          --near LAT,LON     Deliver on arriving at a place, given in decimal degrees
                             such as 52.52,13.405 (needs the desktop's location service)
          --radius METRES    With --near: the size of the place, 1 to 100000 metres
          --on-exit          With --near: deliver on leaving the place instead
          --repeats          With --in: deliver every DURATION (at least 60 seconds).
                             With --match: deliver at every match, not only the next one.
                             With --near: deliver at every arrival (or departure)
          -h, --help         Show this help

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
