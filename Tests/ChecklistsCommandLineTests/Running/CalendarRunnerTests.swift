import ChecklistsModel
import Foundation
import TestSupport
import Testing

@testable import ChecklistsCommandLine

@Suite("export and import on the command line")
struct CalendarRunnerTests {
    private let run: ChecklistsRun

    init() throws {
        run = try ChecklistsRun()
    }

    private func fill() {
        run([
            "add", "Team call", "--list", "Work", "--due", "2026-06-16 14:00", "--repeat", "every tuesday", "--remind",
        ])
        run(["add", "Milk", "--list", "Groceries", "--notes", "oat, 2 l"])
    }

    @Test("export FILE writes every checklist; import of it into an empty folder prints one line and brings them back")
    func exportThenImport() throws {
        fill()
        let file = run.folder.path("all.ics")
        let export = run(["export", file])
        #expect(export.status == .success && export.stdout.isEmpty, "\(export)")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.components(separatedBy: "BEGIN:VCALENDAR").count == 3)

        let other = try ChecklistsRun()
        let result = other(["import", file])
        #expect(result.status == .success, "\(result)")
        #expect(result.stdout == "2 items added, 0 updated, 0 skipped\n")
        let items = try other.items()
        #expect(items.map { $0["text"] as? String } == ["Milk", "Team call"])
        #expect(items.map { $0["list"] as? String } == ["Groceries", "Work"])
        #expect(items[1]["repeat"] as? String == "RRULE:FREQ=WEEKLY;BYDAY=TU")
        #expect(items[0]["notes"] as? String == "oat, 2 l")
        #expect(try run.items().map { $0["uid"] as? String } == items.map { $0["uid"] as? String })
    }

    @Test("export - --list NAME writes one checklist to standard output; import - --list NAME reads standard input")
    func standardStreams() throws {
        fill()
        let export = run(["export", "-", "--list", "work"])
        #expect(export.status == .success)
        #expect(export.stdout.hasPrefix("BEGIN:VCALENDAR\r\n") && export.stdout.contains("X-WR-CALNAME:Work\r\n"))
        #expect(!export.stdout.contains("Milk"))
        let other = try ChecklistsRun()
        other.standardInput = Data(export.stdout.utf8)
        #expect(other(["import", "-", "--list", "Office"]).stdout == "1 item added, 0 updated, 0 skipped\n")
        #expect(try other.items().map { $0["list"] as? String } == ["Office"])
    }

    @Test(
        "A file that cannot be imported: exit 2, one line naming the file and line, nothing changes",
        arguments: [
            (
                "plain.txt", "hello\n",
                "checklists: plain.txt line 1: this is not an iCalendar file: it does not begin with BEGIN:VCALENDAR\n"
            ),
            (
                "cut.ics", "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nSUMMARY:a\r\n",
                "checklists: cut.ics line 3: the file ends inside VTODO, begun on line 2: it was cut short\n"
            ),
        ])
    func refused(name: String, content: String, message: String) throws {
        fill()
        let before = run.itemsJSON()
        let file = run.folder.path(name)
        try Data(content.utf8).write(to: URL(fileURLWithPath: file))
        let result = run(["import", file])
        #expect(result.status == .usage)
        #expect(result.stderr == message.replacingOccurrences(of: "checklists: \(name)", with: "checklists: \(file)"))
        #expect(run.itemsJSON() == before)
    }

    @Test("Usage errors: no FILE, an unknown list to export, a missing file")
    func usage() {
        #expect(run(["export"]).stderr == "checklists: export needs a FILE (\"-\" for standard output)\n")
        #expect(run(["import"]).stderr == "checklists: import needs a FILE (\"-\" for standard input)\n")
        #expect(run(["export", "-", "--list", "Nope"]).stderr == "checklists: there is no checklist named \"Nope\"\n")
        let missing = run(["import", run.folder.path("none.ics")])
        #expect(missing.status == .usage)
        #expect(missing.stderr.hasPrefix("checklists: cannot read \(run.folder.path("none.ics"))"))
    }
}
