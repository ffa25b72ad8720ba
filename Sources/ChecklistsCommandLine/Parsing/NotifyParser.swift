import Foundation
import LocalNotifications
import Translations

/// Turns the arguments of `notify` into a checked request.
///
/// Checks go as far as they can without remindd: the options together, the formats, the
/// core's `NotificationRequest.validate()`, and whether the trigger ever fires after `now`.
struct NotifyParser {
    /// The moment the command runs, for refusing dates in the past.
    let now: Date
    /// The user's time zone, in which `--at` and `--match` are read.
    let timeZone: TimeZone
    /// Makes the identifier when `--id` is not given.
    let makeIdentifier: () -> String
    /// The folder a relative `--attachment` path is read from.
    let currentDirectory: String

    /// The request the arguments describe.
    func request(_ reader: inout ArgumentReader) throws(CommandLineError) -> NotificationRequest {
        let options = try NotifyOptions(&reader)
        guard let title = options.title else { throw .usage(tr("notify needs --title TEXT")) }
        let content = NotificationContent(
            title: title, body: options.body ?? "", sound: try sound(options),
            interruptionLevel: try interruptionLevel(options.urgency), attachment: try attachment(options.attachment))
        if options.ring, options.silent { throw .usage(tr("--ring and --silent cannot be used together")) }
        let request = NotificationRequest(
            identifier: options.identifier ?? makeIdentifier(), content: content, trigger: try trigger(options),
            soundLoop: options.ring)
        do {
            try request.validate()
            _ = try FireRules.firstFireDate(for: request, addedAt: now, localTimeZone: timeZone)
        } catch {
            throw .badInput(message(for: error, options: options))
        }
        return request
    }

    private func sound(_ options: NotifyOptions) throws(CommandLineError) -> NotificationSound {
        switch (options.sound, options.silent) {
        case (.some, true): throw .usage(tr("--sound and --silent cannot be used together"))
        case (.some(let name), false): .named(name)
        case (nil, true): NotificationSound.none
        case (nil, false): .default
        }
    }

    /// The attachment as an absolute path; remindd checks the file when it is added.
    private func attachment(_ path: String?) throws(CommandLineError) -> String {
        guard let path else { return "" }
        guard !path.isEmpty else { throw .badInput(tr("--attachment needs a path to a PNG or JPEG image")) }
        if path.hasPrefix("/") { return path }
        return URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: currentDirectory, isDirectory: true))
            .standardizedFileURL.path
    }

    private func interruptionLevel(_ urgency: String?) throws(CommandLineError) -> InterruptionLevel {
        switch urgency {
        case nil, "normal"?: .active
        case "low"?: .passive
        case "critical"?: .critical
        case let other?: throw .usage(tr("--urgency must be low, normal or critical, not \"%s\"", "\(other)"))
        }
    }

    private func trigger(_ options: NotifyOptions) throws(CommandLineError) -> NotificationTrigger {
        let given = [
            ("--in", options.after), ("--at", options.at), ("--match", options.match), ("--near", options.near),
        ]
        .filter { $0.1 != nil }.map(\.0)
        if given.count > 1 { throw .usage(tr("%s and %s cannot be used together", "\(given[0])", "\(given[1])")) }
        if options.near != nil || options.radius != nil || options.onExit {
            return .location(try RegionParser.trigger(options))
        }
        if options.repeats, options.at != nil { throw .usage(tr("--repeats cannot be used with --at")) }
        if let after = options.after {
            let trigger = TimeIntervalTrigger(interval: try DurationText.seconds(after), repeats: options.repeats)
            do {
                try trigger.validate()
            } catch {
                throw .badInput(tr("--in: %s", "\(error.description)"))
            }
            return .timeInterval(trigger)
        }
        if let at = options.at {
            let components = try LocalDateTimeParser.components(at)
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            if let date = calendar.date(from: components), date <= now {
                throw .badInput(tr("--at: %s is in the past", "\(at)"))
            }
            return .calendar(
                CalendarTrigger(
                    year: components.year, month: components.month, day: components.day, hour: components.hour,
                    minute: components.minute, second: components.second, repeats: false))
        }
        if let match = options.match {
            return .calendar(try CalendarMatchParser.trigger(match, repeats: options.repeats))
        }
        if options.repeats { throw .usage(tr("--repeats needs --in, --match or --near")) }
        return .immediate
    }

    /// The core's message, naming the option when it is about the trigger.
    private func message(for error: NotificationError, options: NotifyOptions) -> String {
        switch error {
        case .invalidIdentifier(let message): return "--id: \(message)"
        case .invalidContent(let message): return message
        case .invalidTrigger(let message), .neverFires(let message), .invalidTime(let message):
            if options.at != nil { return "--at: \(message)" }
            if options.match != nil { return "--match: \(message)" }
            if options.after != nil { return "--in: \(message)" }
            if options.near != nil { return "--near: \(message)" }
            return message
        }
    }
}
