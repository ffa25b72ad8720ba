import ChecklistsPresentation
import Foundation
import Testing

/// The daily reminder's time picker follows the locale's clock.
@Suite("Time of day format")
struct TimeOfDayFormatTests {
    /// American English uses AM and PM; German and British English use 24 hours.
    @Test(arguments: [("en_US", true), ("de_DE", false), ("en_GB", false), ("ja_JP", false)])
    func clockOfLocale(identifier: String, twelve: Bool) {
        #expect(TimeOfDayFormat(locale: Locale(identifier: identifier)).usesTwelveHours == twelve)
    }

    /// Midnight is 12 AM, noon 12 PM, 20:30 is 8 PM; and back again.
    @Test(arguments: [
        (0, 12, false), (1, 1, false), (11, 11, false), (12, 12, true), (13, 1, true), (20, 8, true), (23, 11, true),
    ])
    func twelveHourRoundTrip(hour: Int, shown: Int, isPM: Bool) {
        let format = TimeOfDayFormat(usesTwelveHours: true)
        #expect(format.display(hour: hour) == (shown, isPM))
        #expect(format.hour(shown: shown, isPM: isPM) == hour)
    }

    /// A 24-hour clock shows the hour as it is.
    @Test func twentyFourHours() {
        let format = TimeOfDayFormat(usesTwelveHours: false)
        #expect(format.display(hour: 20) == (20, false))
        #expect(format.hour(shown: 7, isPM: false) == 7)
        #expect(format.hourRange == 0...23)
    }
}
