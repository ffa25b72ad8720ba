import ChecklistsModel
import Foundation
import TestSupport

@testable import ChecklistsCommandLine

/// Runs `daily-reminder` commands against a real settings file in a fresh configuration
/// folder, with recorded reminders. The folder is removed when the value goes away.
final class DailyReminderRun {
    /// The configuration folder (`$XDG_CONFIG_HOME/checklists`).
    let folder: URL
    /// The recorded reminder calls.
    let scheduler = RecordingReminders()
    /// The fake remindd client the runner gets (the daily reminder does not use it).
    let service = FakeRemindersClient()
    /// `$XDG_CONFIG_HOME`, which holds the folder.
    private let configHome: TemporaryFolder

    /// Creates the folder's parent; the folder itself is created by the first save.
    init() throws {
        configHome = try TemporaryFolder()
        folder = SettingsFile.standardURL(environment: ["XDG_CONFIG_HOME": configHome.url.path])
            .deletingLastPathComponent()
    }

    /// The settings file.
    var settingsURL: URL { folder.appendingPathComponent("settings.json") }

    /// The settings file's text, or nil when there is none.
    var settingsText: String? {
        FileManager.default.contents(atPath: settingsURL.path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The names in the configuration folder, sorted; empty when it does not exist.
    var folderNames: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    /// Runs `checklists` with `arguments`.
    @discardableResult
    func callAsFunction(_ arguments: [String]) -> RunResult {
        RunResult.of(
            { output in
                CommandRunner(
                    service: service, output: output, now: { Fixtures.now }, timeZone: Fixtures.zone,
                    openModel: UnusedDependencies.openModel,
                    makeDailyReminder: { [unowned self] in
                        DailyReminderController(settings: SettingsFile(url: settingsURL), reminders: scheduler)
                    })
            }, arguments)
    }

    /// The request of a daily reminder at `hour`:`minute` with these texts.
    static func request(
        _ hour: Int, _ minute: Int, title: String = "Checklists",
        body: String = "Time to look at your checklists."
    ) -> RecordingReminders.Call {
        .schedule(DailyReminder(isOn: true, hour: hour, minute: minute, title: title, body: body).request)
    }
}
