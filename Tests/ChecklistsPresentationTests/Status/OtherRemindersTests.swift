import ChecklistsPresentation
import Foundation
import Testing

/// Another program that pops up task reminders, running beside remindd: Status names each,
/// last, with what to do about the reminders that come twice.
@Suite("Status: other reminder programs")
struct OtherRemindersTests {
    private func lines(_ others: [OtherReminders]) -> [StatusLine] {
        var report = StatusReport(
            service: nil, tray: .statusNotifier, startAtLogin: true, locale: Locale(identifier: "en_GB"),
            timeZone: .gmt)
        report.otherReminders = others
        return report.lines
    }

    @Test func noneRunningSaysNothing() {
        #expect(!lines([]).contains { $0.title == "Other reminders" })
    }

    @Test func eachRunningOneIsNamedWithAdvice() {
        let others = lines([.evolution, .kalendarac]).filter { $0.title == "Other reminders" }
        #expect(others.map(\.value) == ["Evolution's reminders also run", "KDE's calendar reminders also run"])
        #expect(
            others.allSatisfy {
                $0.advice
                    == "Tasks synced both there and here remind you twice, once from each. Turn off the reminders of those task lists in one of the two."
            })
        #expect(lines([.evolution]).last?.title == "Other reminders")
    }

    @Test func busNamesAreTheOnesTheProgramsOwn() {
        #expect(OtherReminders.allCases.map(\.busName) == ["org.gnome.Evolution-alarm-notify", "org.kde.kalendarac"])
    }
}
