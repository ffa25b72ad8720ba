// A child process for the store's crash test: it writes to the database given as its
// first argument as fast as it can and prints one line per acknowledged write, until the
// test kills it with SIGKILL. Arguments: PATH PREFIX.
import Foundation
import LocalNotifications
import NotificationStore
import SQLiteSupport

/// Prints one acknowledgement line, unbuffered, so the test sees exactly what was written.
func acknowledge(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: StoreCrashWriter PATH PREFIX\n".utf8))
    exit(2)
}
let prefix = arguments[2]
do {
    let repository = SQLiteNotificationRepository(database: try NotificationDatabase.open(path: arguments[1]))
    let scheduler = NotificationScheduler(repository: repository, clock: SystemWallClock())
    let later = NotificationTrigger.calendar(CalendarTrigger(year: 2099, month: 1, day: 1, hour: 9, repeats: false))
    for index in 0... {
        let identifier = "\(prefix)-\(index)"
        try scheduler.add(
            [
                NotificationRequest(
                    identifier: identifier, content: NotificationContent(title: identifier), trigger: later)
            ],
            appIdentifier: "crash.test")
        acknowledge("added \(identifier)")
        if index % 5 == 0 {
            let now = "\(identifier)-now"
            try scheduler.add(
                [NotificationRequest(identifier: now, content: NotificationContent(title: now), trigger: .immediate)],
                appIdentifier: "crash.test")
            for delivery in try scheduler.fireDue().delivered {
                acknowledge("fired \(delivery.identifier)")
            }
        }
    }
} catch {
    FileHandle.standardError.write(Data("StoreCrashWriter: \(error)\n".utf8))
    exit(1)
}
