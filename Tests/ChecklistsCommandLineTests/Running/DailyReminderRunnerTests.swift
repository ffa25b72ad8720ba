import ChecklistsModel
import Foundation
import Testing

@testable import ChecklistsCommandLine

@Suite("daily-reminder: running against the settings file and a fake remindd")
struct DailyReminderRunnerTests {
    private let run: DailyReminderRun

    init() throws {
        run = try DailyReminderRun()
    }

    @Test("Nothing set: prints off, creates no file, tells remindd nothing")
    func showStandard() {
        let result = run(["daily-reminder"])
        #expect(result.status == .success)
        #expect(result.stdout == "off\n" && result.stderr.isEmpty)
        #expect(run.folderNames.isEmpty)
        #expect(run.scheduler.calls.isEmpty)
    }

    @Test("on prints the new state, saves it and schedules one request; show prints it")
    func on() throws {
        let result = run(["daily-reminder", "on", "20:30"])
        #expect(result.status == .success)
        #expect(result.stdout == "on 20:30\n" && result.stderr.isEmpty)
        #expect(run.scheduler.calls == [DailyReminderRun.request(20, 30)])
        #expect(run(["daily-reminder"]).stdout == "on 20:30\n")
        #expect(run.folderNames == ["settings.json"])
        #expect(try SettingsFile(url: run.settingsURL).load().dailyReminder.isOn)
    }

    @Test("7:15 is printed as 07:15; a new time replaces the request under the same identifier")
    func changeTime() {
        run(["daily-reminder", "on", "20:30"])
        #expect(run(["daily-reminder", "on", "7:15"]).stdout == "on 07:15\n")
        #expect(run.scheduler.calls == [DailyReminderRun.request(20, 30), DailyReminderRun.request(7, 15)])
        #expect(run(["daily-reminder"]).stdout == "on 07:15\n")
    }

    @Test("--title and --body are used and kept for later changes")
    func texts() {
        run(["daily-reminder", "on", "8:00", "--title", "Journal", "--body", "Write three lines."])
        run(["daily-reminder", "on", "8:30"])
        #expect(
            run.scheduler.calls == [
                DailyReminderRun.request(8, 0, title: "Journal", body: "Write three lines."),
                DailyReminderRun.request(8, 30, title: "Journal", body: "Write three lines."),
            ])
    }

    @Test("off prints off, saves it and cancels daily-reminder")
    func off() {
        run(["daily-reminder", "on", "20:30"])
        let result = run(["daily-reminder", "off"])
        #expect(result.status == .success && result.stdout == "off\n" && result.stderr.isEmpty)
        #expect(run.scheduler.calls.last == .cancel(["daily-reminder"]))
        #expect(run(["daily-reminder"]).stdout == "off\n")
    }

    @Test(
        "A bad time or text: exit 2, one line, neither the file nor remindd touched",
        arguments: [
            ["on", "25:00"], ["on", "24:00"], ["on", "12:60"], ["on", "7pm"], ["on", ""], ["on", "20.30"],
            ["on", "20:30:00"], ["on"], ["on", "20:30", "--title", " "], ["sometimes"],
        ])
    func refused(arguments: [String]) {
        run(["daily-reminder", "on", "20:30"])
        let before = run.settingsText
        run.scheduler.calls = []
        let result = run(["daily-reminder"] + arguments)
        #expect(result.status == .usage)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("checklists: daily-reminder") || result.stderr.hasPrefix("checklists: --title"))
        #expect(result.stderr.filter { $0 == "\n" }.count == 1 && result.stderr.hasSuffix("\n"))
        #expect(run.settingsText == before)
        #expect(run.scheduler.calls.isEmpty)
        #expect(run.folderNames == ["settings.json"])
    }

    @Test("remindd down: the setting is saved and printed, exit 1, the message says so")
    func remindDown() {
        run.scheduler.failAll("cannot reach remindd: no bus")
        let on = run(["daily-reminder", "on", "20:30"])
        #expect(on.status == .failure)
        #expect(on.stdout == "on 20:30\n")
        #expect(
            on.stderr
                == "checklists: the daily reminder was saved, but remindd could not be told, so it is not scheduled "
                + "until Checklists opens again: cannot reach remindd: no bus\n")
        #expect(run(["daily-reminder"]).stdout == "on 20:30\n")
        let off = run(["daily-reminder", "off"])
        #expect(off.status == .failure)
        #expect(off.stdout == "off\n")
        #expect(off.stderr.hasPrefix("checklists: the daily reminder was turned off and saved, but remindd could not"))
        let show = run(["daily-reminder"])
        #expect(show.status == .success && show.stdout == "off\n")
    }

    @Test("A settings file that is not JSON is reported once, kept, and the command goes on")
    func invalidFile() throws {
        try FileManager.default.createDirectory(at: run.folder, withIntermediateDirectories: true)
        try Data("{oops".utf8).write(to: run.settingsURL)
        let result = run(["daily-reminder", "on", "20:30"])
        #expect(result.status == .success)
        #expect(result.stdout == "on 20:30\n")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(
            lines.first?.hasPrefix(
                "checklists: the settings file \(run.settingsURL.path) was not a JSON object; "
                    + "it was kept as \(run.settingsURL.path).invalid-") == true)
        let names = run.folderNames
        #expect(names.count == 2 && names[0] == "settings.json" && names[1].hasPrefix("settings.json.invalid-"))
        let kept = try String(contentsOf: run.folder.appendingPathComponent(names[1]), encoding: .utf8)
        #expect(kept == "{oops")
        #expect(run.scheduler.calls == [DailyReminderRun.request(20, 30)])
    }

    @Test("The daily reminder does not call the remindd client directly, only through the scheduler")
    func noDirectClientCalls() {
        run(["daily-reminder", "on", "20:30"])
        run(["daily-reminder", "off"])
        #expect(run.service.calls.isEmpty)
    }
}
