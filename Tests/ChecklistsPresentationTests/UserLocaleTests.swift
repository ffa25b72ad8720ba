import Foundation
import Testing

@testable import ChecklistsPresentation

/// The window's locale comes from the POSIX environment, as in C programs.
@Suite("User locale")
struct UserLocaleTests {
    /// LC_ALL wins over LC_TIME, which wins over LANG; encodings and modifiers are dropped.
    @Test(arguments: [
        (["LANG": "de_DE.UTF-8"], "de_DE"),
        (["LANG": "de_DE.UTF-8", "LC_TIME": "en_GB.UTF-8"], "en_GB"),
        (["LANG": "de_DE.UTF-8", "LC_TIME": "en_GB.UTF-8", "LC_ALL": "fr_FR.UTF-8@euro"], "fr_FR"),
    ])
    func precedence(environment: [String: String], identifier: String) {
        #expect(UserLocale.current(environment: environment).identifier == identifier)
    }

    /// The C locale and an empty environment read as English with a 24-hour clock.
    @Test(arguments: [["LANG": "C.UTF-8"], ["LC_ALL": "POSIX"], [:]])
    func fallback(environment: [String: String]) {
        let locale = UserLocale.current(environment: environment)
        #expect(locale == UserLocale.posix)
        #expect(!TimeOfDayFormat(locale: locale).usesTwelveHours)
    }
}
