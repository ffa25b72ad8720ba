import Foundation
import TestSupport
import Testing

@testable import ChecklistsModel

@Suite("The settings file: lenient loading, atomic saving, bad files kept")
struct SettingsFileTests {
    private let folder: TemporaryFolder
    private let file: SettingsFile

    init() throws {
        folder = try TemporaryFolder()
        file = SettingsFile(url: folder.file("checklists/settings.json"))
    }

    private let journal = DailyReminder(isOn: true, hour: 7, minute: 15, title: "Journal", body: "Write.\nNow.")

    @Test("The standard place: $XDG_CONFIG_HOME/checklists/settings.json, else ~/.config/checklists")
    func standardURL() {
        #expect(
            SettingsFile.standardURL(environment: ["XDG_CONFIG_HOME": "/cfg", "HOME": "/home/ada"]).path
                == "/cfg/checklists/settings.json")
        #expect(
            SettingsFile.standardURL(environment: ["HOME": "/home/ada"]).path
                == "/home/ada/.config/checklists/settings.json")
    }

    @Test("No file: the standard settings, and nothing is created")
    func missingFile() throws {
        #expect(try file.load() == .standard)
        #expect(try folder.names().isEmpty)
    }

    @Test("Save then load gives the same settings; the folder is created")
    func roundTrip() throws {
        let settings = AppSettings(dailyReminder: journal)
        try file.save(settings)
        #expect(try file.load() == settings)
        #expect(try SettingsFile(url: file.url).load() == settings)
        let text = try folder.read("checklists/settings.json")
        #expect(text.contains("\"dailyReminder\""))
        #expect(text.contains("\"hour\" : 7"))
        #expect(text.hasSuffix("}\n"))
    }

    @Test("Saving again replaces the file")
    func saveReplaces() throws {
        try file.save(AppSettings(dailyReminder: journal))
        var changed = journal
        changed.isOn = false
        changed.hour = 21
        try file.save(AppSettings(dailyReminder: changed))
        #expect(try file.load().dailyReminder == changed)
    }

    @Test(
        "Far-future, far-past and non-numeric times in the file take the standard values",
        arguments: ["1e20", "-1e300", "1e300", "\"NaN\"", "\"inf\"", "9223372036854775808"])
    func impossibleTimes(_ value: String) throws {
        try FileManager.default.createDirectory(at: folder.file("checklists"), withIntermediateDirectories: true)
        try folder.write(
            """
            {
              "snoozeMinutes": \(value),
              "dailyReminder": { "isOn": true, "hour": \(value), "minute": \(value), "title": "Journal" }
            }
            """, to: "checklists/settings.json")
        let settings = try file.load()
        #expect(settings.snoozeMinutes == AppSettings.standard.snoozeMinutes)
        #expect(settings.dailyReminder.hour == DailyReminder.standard.hour)
        #expect(settings.dailyReminder.minute == DailyReminder.standard.minute)
        #expect(settings.dailyReminder.isOn && settings.dailyReminder.title == "Journal")
    }

    @Test("Lenient: unknown keys are ignored, missing keys take the standard values")
    func lenientDecoding() throws {
        try FileManager.default.createDirectory(at: folder.file("checklists"), withIntermediateDirectories: true)
        try folder.write(
            """
            {
              "theme": "dark",
              "startHidden": true,
              "dailyReminder": { "isOn": true, "minute": 45, "title": "Journal", "sound": "bell" }
            }
            """, to: "checklists/settings.json")
        let reminder = try file.load().dailyReminder
        #expect(
            reminder
                == DailyReminder(
                    isOn: true, hour: 20, minute: 45, title: "Journal", body: DailyReminder.standard.body))
    }

    @Test("Lenient: values of the wrong type or out of the rules take the standard values")
    func badValues() throws {
        try FileManager.default.createDirectory(at: folder.file("checklists"), withIntermediateDirectories: true)
        try folder.write(
            """
            {"dailyReminder": {"isOn": "yes", "hour": 99, "minute": "15", "title": "", "body": "Ok"}}
            """, to: "checklists/settings.json")
        #expect(
            try file.load().dailyReminder
                == DailyReminder(
                    isOn: false, hour: 20, minute: 0, title: "Checklists", body: "Ok"))
        try folder.write(#"{"dailyReminder": 5}"#, to: "checklists/settings.json")
        #expect(try file.load() == .standard)
        try folder.write("{}", to: "checklists/settings.json")
        #expect(try file.load() == .standard)
    }

    @Test(
        "Not JSON: moved aside with a UTC time stamp, kept as it was, the error says where",
        arguments: [
            "{\"dailyReminder\": {\"isOn\": tru", "", "[1, 2]", "\"text\"",
        ])
    func invalidFileIsMovedAside(text: String) throws {
        try FileManager.default.createDirectory(at: folder.file("checklists"), withIntermediateDirectories: true)
        try folder.write(text, to: "checklists/settings.json")
        let stamped = SettingsFile(
            url: file.url, now: { Date(timeIntervalSince1970: 1_781_516_400) })  // 2026-06-15 09:40:00 UTC
        let moved = file.url.path + ".invalid-20260615T094000Z"
        #expect(throws: ChecklistsError.invalidSettingsFile(path: file.url.path, movedTo: moved)) {
            try stamped.load()
        }
        #expect(try folder.names() == ["checklists"])
        #expect(try folder.names(in: "checklists") == ["settings.json.invalid-20260615T094000Z"])
        #expect(try folder.read("checklists/settings.json.invalid-20260615T094000Z") == text)
        #expect(try stamped.load() == .standard)
        let error = ChecklistsError.invalidSettingsFile(path: "/c/settings.json", movedTo: "/c/settings.json.invalid-x")
        #expect(
            error.description == "the settings file /c/settings.json was not a JSON object; "
                + "it was kept as /c/settings.json.invalid-x and the standard settings apply")
        #expect(!error.changeWasSaved)
    }

    @Test("A second bad file in the same second gets its own name; none is overwritten")
    func secondInvalidFile() throws {
        try FileManager.default.createDirectory(at: folder.file("checklists"), withIntermediateDirectories: true)
        let stamped = SettingsFile(url: file.url, now: { Date(timeIntervalSince1970: 1_781_516_400) })
        try folder.write("first", to: "checklists/settings.json")
        #expect(throws: ChecklistsError.self) { try stamped.load() }
        try folder.write("second", to: "checklists/settings.json")
        #expect(
            throws: ChecklistsError.invalidSettingsFile(
                path: file.url.path, movedTo: file.url.path + ".invalid-20260615T094000Z-2")
        ) { try stamped.load() }
        #expect(try folder.read("checklists/settings.json.invalid-20260615T094000Z") == "first")
        #expect(try folder.read("checklists/settings.json.invalid-20260615T094000Z-2") == "second")
    }

    @Test("Saving leaves no temporary file behind")
    func noTemporaryFiles() throws {
        for hour in 0..<5 {
            var reminder = journal
            reminder.hour = hour
            try file.save(AppSettings(dailyReminder: reminder))
        }
        #expect(try folder.names(in: "checklists") == ["settings.json"])
    }

    @Test("A failed save throws, leaves the old file as it was and no temporary file")
    func failedSave() throws {
        // A folder where the file should be: the rename over it fails.
        try FileManager.default.createDirectory(
            at: folder.file("checklists/settings.json/inside"), withIntermediateDirectories: true)
        #expect {
            try file.save(AppSettings(dailyReminder: journal))
        } throws: { error in
            guard case .settingsFile(let message) = error as? ChecklistsError else { return false }
            return message.hasPrefix("cannot replace \(file.url.path): ")
        }
        #expect(try folder.names(in: "checklists") == ["settings.json"])
        #expect(throws: ChecklistsError.self) { try file.load() }
    }
}
