import Foundation
import LocalNotifications
import TestSupport

@testable import ChecklistsCommandLine

/// The fixed zone, clock and identifiers the tests run with.
enum Fixtures {
    /// Berlin: UTC+1 in winter, UTC+2 in summer.
    static let zone = TimeZone(identifier: "Europe/Berlin") ?? TimeZone(secondsFromGMT: 3_600)!

    /// "Now" in every test: Monday 2026-06-15 12:00:00 in Berlin.
    static let now = date("2026-06-15 12:00:00")

    /// The identifier given to a request without --id.
    static let generatedIdentifier = "00000000-0000-4000-8000-000000000001"

    /// A Berlin wall time "YYYY-MM-DD HH:MM:SS" as a date.
    static func date(_ text: String, in zone: TimeZone = zone) -> Date {
        WallTime.date(text, in: zone)!
    }

    /// A parser with the fixed clock, zone and identifier.
    static var parser: CommandParser {
        CommandParser(now: now, timeZone: zone, makeIdentifier: { generatedIdentifier })
    }

    /// Parses `arguments` at `now` (by default the fixed one), returning the command or the error.
    static func parse(_ arguments: [String], now: Date = now) -> Result<Command, CommandLineError> {
        let parser = CommandParser(now: now, timeZone: zone, makeIdentifier: { generatedIdentifier })
        return Result { () throws(CommandLineError) in try parser.parse(arguments) }
    }

    /// The request `notify` arguments (after "notify") give; throws when they do not parse.
    static func notify(_ arguments: [String]) throws -> NotificationRequest {
        let command = try parser.parse(["notify"] + arguments)
        guard case .notify(let request) = command else { throw UnexpectedCommand(command: command) }
        return request
    }

    /// The error `arguments` give, or nil when they parse.
    static func error(_ arguments: [String]) -> CommandLineError? {
        if case .failure(let error) = parse(arguments) { return error }
        return nil
    }

    /// A request with the given trigger and texts, as tests expect them back.
    static func request(
        _ identifier: String = generatedIdentifier, title: String = "Tea", body: String = "",
        sound: NotificationSound = .default, level: InterruptionLevel = .active, trigger: NotificationTrigger
    ) -> NotificationRequest {
        NotificationRequest(
            identifier: identifier,
            content: NotificationContent(title: title, body: body, sound: sound, interruptionLevel: level),
            trigger: trigger)
    }
}

/// Parsing gave another command than the test expected.
struct UnexpectedCommand: Error {
    /// What parsing gave.
    let command: Command
}
