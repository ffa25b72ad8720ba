import ChecklistsModel

extension CommandRunner {
    /// Runs `daily-reminder`: prints the setting, or changes it and prints the new one.
    ///
    /// A settings file that was not JSON is reported (it was moved aside, never
    /// overwritten) and the command runs again on the standard settings. When only remindd
    /// failed, the new setting is printed all the same before the error.
    func executeDailyReminder(_ action: DailyReminderAction) throws(CommandLineError) {
        let controller = makeDailyReminder()
        var reportedInvalidFile = false
        while true {
            do {
                let reminder = try perform(action, with: controller)
                output.standardOutput(Self.stateLine(reminder))
                return
            } catch let error as ChecklistsError {
                if case .invalidSettingsFile = error, !reportedInvalidFile {
                    output.standardError("checklists: \(Self.oneLine(error.description))\n")
                    reportedInvalidFile = true
                    continue
                }
                if case .dailyReminderNotApplied = error { output.standardOutput(Self.stateLine(action)) }
                throw CommandLineError(error)
            } catch {
                throw .failure(String(describing: error))
            }
        }
    }

    /// Reads or changes the setting as `action` says; returns the setting now saved.
    private func perform(
        _ action: DailyReminderAction, with controller: DailyReminderController
    ) throws
        -> DailyReminder
    {
        switch action {
        case .show: try controller.current()
        case .on(let hour, let minute, let title, let body):
            try controller.turnOn(hour: hour, minute: minute, title: title, body: body)
        case .off: try controller.turnOff()
        }
    }

    /// "on HH:MM" or "off", with a line break.
    static func stateLine(_ reminder: DailyReminder) -> String {
        reminder.isOn ? "on \(reminder.timeText)\n" : "off\n"
    }

    /// The line of the setting a change action saved.
    private static func stateLine(_ action: DailyReminderAction) -> String {
        switch action {
        case .on(let hour, let minute, _, _):
            stateLine(DailyReminder(isOn: true, hour: hour, minute: minute, title: "", body: ""))
        case .show, .off: "off\n"
        }
    }
}
