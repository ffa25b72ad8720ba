import Foundation

/// A time of day as the user's locale shows it: a 24-hour clock, or 12 hours with AM and PM.
public struct TimeOfDayFormat: Equatable {
    /// Whether the locale uses a 12-hour clock.
    public var usesTwelveHours: Bool

    /// The format of `locale`, from its preferred hour pattern ("j").
    public init(locale: Locale) {
        let pattern = DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale) ?? "H"
        // Quoted text is literal ("HH 'Uhr'" in German), not pattern letters.
        let letters = pattern.split(separator: "'", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 0 }.map(\.element).joined()
        usesTwelveHours = letters.contains { "ahK".contains($0) }
    }

    /// A format with an explicit clock.
    public init(usesTwelveHours: Bool) {
        self.usesTwelveHours = usesTwelveHours
    }

    /// The hour as the clock shows it (1 to 12 on a 12-hour clock) and whether it is PM.
    public func display(hour: Int) -> (hour: Int, isPM: Bool) {
        guard usesTwelveHours else { return (hour, false) }
        let twelve = hour % 12 == 0 ? 12 : hour % 12
        return (twelve, hour >= 12)
    }

    /// The 0 to 23 hour for what the clock shows.
    public func hour(shown: Int, isPM: Bool) -> Int {
        guard usesTwelveHours else { return shown }
        return shown % 12 + (isPM ? 12 : 0)
    }

    /// The lowest and highest hour the hour field offers.
    public var hourRange: ClosedRange<Int> { usesTwelveHours ? 1...12 : 0...23 }
}
