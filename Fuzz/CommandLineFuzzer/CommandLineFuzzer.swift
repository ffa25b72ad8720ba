import ChecklistsModel
import Foundation
import FuzzSupport
import LocalNotifications

@testable import ChecklistsCommandLine

/// Fuzzes what a user types at `checklists`: the argument parser (every command, with its
/// dates, durations, calendar matches, due phrases and repeat rules) and the phrase reader.
///
/// The input is two bytes of zone, four of "now", then the arguments, one a line. The parser
/// must answer with a command or an error, never trap; a phrase that reads must keep its
/// promises (a repeat rule that validates, a duration within a year).
@_cdecl("LLVMFuzzerTestOneInput")
public func commandLineFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let zone = input.zone()
    let now = input.instant()
    let arguments = input.restText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let parser = CommandParser(now: now, timeZone: zone, makeIdentifier: { "fuzz" }, currentDirectory: "/nonexistent")
    _ = try? parser.parse(arguments)
    let phrases = PhraseReader(now: now, zone: zone)
    for argument in arguments.prefix(4) {
        checkPhrases(argument, phrases)
        _ = try? LocalDateTimeParser.components(argument)
        _ = try? DurationText.seconds(argument)
        _ = try? TimeOfDayParser.time(argument)
        _ = try? CalendarMatchParser.trigger(argument, repeats: argument.count % 2 == 0)
    }
    return 0
}

/// Reads `text` as a due date, a repeat rule and a duration, checking what reads.
private func checkPhrases(_ text: String, _ phrases: PhraseReader) {
    if let due = try? phrases.due(text), let rule = due.rule {
        fuzzCheck((try? rule.validated()) != nil, "\"\(text)\" reads as the invalid rule \(rule)")
    }
    if let (rule, _) = try? phrases.repeatRule(text) {
        fuzzCheck((try? rule.validated()) != nil, "\"\(text)\" reads as the invalid rule \(rule)")
    }
    if let seconds = try? phrases.duration(text) {
        fuzzCheck(seconds > 0 && seconds <= 366 * 86_400, "\"\(text)\" reads as \(seconds) s")
    }
}
