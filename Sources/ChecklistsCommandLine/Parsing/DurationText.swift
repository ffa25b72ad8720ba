import Foundation
import RemindersAPI
import Translations

/// Durations as typed after `--in`: a positive combination of d, h, m and s units, largest
/// first, each at most once, such as `10s`, `5m`, `2h`, `1d`, `1h30m`.
enum DurationText {
    /// The units, largest first, with their length in seconds.
    private static let units = TriggerText.durationUnits

    /// The number of seconds in `text`; the error names `option` and says what is wrong.
    static func seconds(_ text: String, option: String = "--in") throws(CommandLineError) -> TimeInterval {
        let malformed = CommandLineError.badInput(
            tr("%s: \"%s\" is not a duration such as 10s, 5m, 2h, 1d or 1h30m", "\(option)", "\(text)"))
        var total = 0
        var digits = ""
        var nextUnit = 0
        for character in text {
            if character.isASCII, character.isNumber {
                digits.append(character)
                continue
            }
            guard let index = units.firstIndex(where: { $0.symbol == character }), index >= nextUnit,
                let number = Int(digits)
            else { throw malformed }
            let (part, overflow) = number.multipliedReportingOverflow(by: units[index].seconds)
            let (sum, overflowSum) = total.addingReportingOverflow(part)
            if overflow || overflowSum { throw .badInput(tr("%s: %s is too long", "\(option)", "\(text)")) }
            total = sum
            digits = ""
            nextUnit = index + 1
        }
        guard digits.isEmpty, nextUnit > 0 else { throw malformed }
        guard total > 0 else { throw .badInput(tr("%s: the duration must be more than 0 seconds", "\(option)")) }
        return TimeInterval(total)
    }
}
