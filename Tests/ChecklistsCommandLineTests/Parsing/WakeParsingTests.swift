import ChecklistsModel
import Foundation
import Testing

@testable import ChecklistsCommandLine

@Suite("--wake: parsing")
struct WakeParsingTests {
    @Test("add --wake wakes the computer for the reminders given; without one it is a usage error")
    func add() {
        let due = Fixtures.date("2026-12-24 18:30:00")
        #expect(
            Fixtures.parse(["add", "Pills", "--due", "2026-12-24 18:30", "--remind", "--wake"])
                == .success(
                    .add(
                        NewItem(
                            text: "Pills", due: due, reminders: [.atDue], wakesComputer: true,
                            dueTimeZone: Fixtures.zone.identifier))))
        #expect(
            Fixtures.error(["add", "Pills", "--wake"])
                == .usage("--wake needs a reminder: --remind, --remind-before or --remind-at"))
    }

    @Test("edit --wake and --no-wake turn it on and off, not both at once")
    func edit() {
        var on = ItemEdit()
        on.wakesComputer = true
        #expect(Fixtures.parse(["edit", "3", "--wake"]) == .success(.edit(3, on)))
        var off = ItemEdit()
        off.wakesComputer = false
        #expect(Fixtures.parse(["edit", "3", "--no-wake"]) == .success(.edit(3, off)))
        #expect(Fixtures.error(["edit", "3", "--wake", "--no-wake"]) != nil)
    }
}
