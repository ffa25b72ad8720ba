import Foundation
import Testing

@testable import ChecklistsCommandLine

/// `add --due` with a time Berlin's spring-forward gap skips, and a repeat: `check` moves the
/// item to the next occurrence at the time typed, not at the shifted one.
@Suite("A repeating item typed inside a daylight-saving gap, from the command line")
struct SeriesTimeRunnerTests {
    private let run: ChecklistsRun

    init() throws {
        run = try ChecklistsRun()
    }

    @Test("--due 02:30 on 2027-03-28 is due at 03:30; check moves it to 02:30 on 2027-04-04")
    func typedInTheGap() throws {
        let add = run(["add", "Backup", "--due", "2027-03-28 02:30", "--repeat", "every sunday"])
        try #require(add.status == .success, "\(add)")
        #expect(try run.items().first?["due"] as? String == "2027-03-28T03:30:00+02:00")
        #expect(run(["check", "1"]).status == .success)
        #expect(try run.items().first?["due"] as? String == "2027-04-04T02:30:00+02:00")
    }

    @Test("edit --due into the gap keeps the item's repeat at the time typed")
    func editedIntoTheGap() throws {
        try #require(
            run(["add", "Backup", "--due", "2027-03-21 09:00", "--repeat", "every sunday"]).status == .success)
        try #require(run(["edit", "1", "--due", "2027-03-28 02:30"]).status == .success)
        #expect(run(["check", "1"]).status == .success)
        #expect(try run.items().first?["due"] as? String == "2027-04-04T02:30:00+02:00")
    }
}
