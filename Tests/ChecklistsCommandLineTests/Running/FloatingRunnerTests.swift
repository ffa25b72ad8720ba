import Foundation
import LocalNotifications
import Testing

@testable import ChecklistsCommandLine

/// A new item's due time is kept in the user's zone unless it floats (`--floating`):
/// `items --json` says the zone, the export writes `DUE;TZID=` with its `VTIMEZONE` (or a
/// floating `DUE`), and the reminder is in that zone or floating.
@Suite("--floating: the due time's zone")
struct FloatingRunnerTests {
    /// The export's `DUE` lines, unfolded.
    static func dueLines(_ run: ChecklistsRun) -> [String] {
        run(["export", "-"]).stdout.replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n")
            .filter { $0.hasPrefix("DUE") }
    }

    @Test("add keeps the due time in Berlin; --floating keeps the time of day; a day has no zone")
    func add() throws {
        let run = try ChecklistsRun()
        #expect(run(["add", "Call", "--due", "2026-12-10 09:30", "--remind"]).status == .success)
        #expect(run(["add", "Train", "--due", "2026-12-11 07:15", "--remind", "--floating"]).status == .success)
        #expect(run(["add", "Birthday", "--due", "24 dec"]).status == .success)
        let byText = Dictionary(uniqueKeysWithValues: try run.items().map { ($0["text"] as? String ?? "", $0) })
        #expect(byText["Call"]?["zone"] as? String == "Europe/Berlin")
        #expect(byText["Train"]?["zone"] is NSNull && byText["Birthday"]?["zone"] is NSNull)
        let due = Self.dueLines(run)
        #expect(due.contains("DUE;TZID=Europe/Berlin:20261210T093000"), "\(due)")
        #expect(due.contains("DUE:20261211T071500"), "\(due)")
        #expect(run(["export", "-"]).stdout.contains("BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin"))
        let triggers = run.scheduler.calls.compactMap { call -> String? in
            guard case .schedule(let request) = call, case .calendar(let calendar) = request.trigger else { return nil }
            return calendar.timeZoneIdentifier ?? "floating"
        }
        #expect(triggers == ["Europe/Berlin", "floating"], "\(triggers)")
    }

    @Test("edit --floating and --no-floating; a new --due keeps the item floating or in the zone")
    func edit() throws {
        let run = try ChecklistsRun()
        #expect(run(["add", "Call", "--due", "2026-12-10 09:30"]).status == .success)
        #expect(run(["edit", "1", "--floating"]).status == .success)
        #expect(try run.items().first?["zone"] is NSNull)
        #expect(run(["edit", "1", "--due", "2026-12-12 10:00"]).status == .success)
        #expect(try run.items().first?["zone"] is NSNull, "a floating item stays floating")
        #expect(run(["edit", "1", "--no-floating"]).status == .success)
        let item = try #require(try run.items().first)
        #expect(item["zone"] as? String == "Europe/Berlin")
        #expect(item["due"] as? String == "2026-12-12T10:00:00+01:00", "the same instant")
        #expect(Self.dueLines(run) == ["DUE;TZID=Europe/Berlin:20261212T100000"])
    }

    @Test("--floating needs a due date with a time; both at once is a usage error")
    func refused() throws {
        let run = try ChecklistsRun()
        #expect(Fixtures.error(["add", "x", "--floating"]) == .usage("--floating needs a due date with a time"))
        #expect(Fixtures.error(["add", "x", "--due", "24 dec", "--floating"]) != nil)
        #expect(run(["add", "Birthday", "--due", "24 dec"]).status == .success)
        let before = run.itemsJSON()
        let refused = run(["edit", "1", "--floating"])
        #expect(refused.status == .usage && refused.stderr.contains("--floating needs a due date with a time"))
        #expect(run.itemsJSON() == before, "nothing stored changed")
        #expect(Fixtures.error(["edit", "1", "--floating", "--no-floating"]) != nil)
    }
}
