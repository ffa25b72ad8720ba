import CGtk
import ChecklistsModel
import Foundation
import LocalNotifications
import RemindersAPI
import SQLiteSupport

/// What the window needs from the composition root: the model over the open database and
/// the live reminder scheduling.
public struct WindowDependencies {
    /// The app's model.
    public var model: ChecklistsModel
    /// The database under the model, watched for changes by other processes.
    public var database: SQLiteDatabase
    /// remindd, as the model's reminder scheduling.
    public var reminders: ReminderScheduling
    /// The time source.
    public var clock: WallClock
    /// The daily reminder setting and its request in remindd.
    public var dailyReminder: DailyReminderController

    /// Bundles the dependencies.
    public init(
        model: ChecklistsModel, database: SQLiteDatabase, reminders: ReminderScheduling, clock: WallClock,
        dailyReminder: DailyReminderController
    ) {
        self.model = model
        self.database = database
        self.reminders = reminders
        self.clock = clock
        self.dailyReminder = dailyReminder
    }
}

/// The GTK application: one instance per session (a second launch brings the running
/// window to the front), the window, and the app's keyboard shortcuts.
public final class ChecklistsApplication {
    private let makeDependencies: () throws -> WindowDependencies
    private var application: UnsafeMutablePointer<GtkApplication>?
    private var window: MainWindow?
    private var watcher: DataWatcher?
    private var listener: DeliveryListener?
    private var failure: Error?

    /// Creates the application; `makeDependencies` runs once, when the window is first needed.
    public init(makeDependencies: @escaping () throws -> WindowDependencies) {
        self.makeDependencies = makeDependencies
    }

    /// Runs the application until the window is closed or Quit; returns the exit status.
    public func run() -> Int32 {
        guard gtk_init_check(nil, nil) != 0 else {
            FileHandle.standardError.write(Data("checklists: \(UIError.noDisplay)\n".utf8))
            return 1
        }
        guard let application = gtk_application_new(RemindersBus.checklistsAppIdentifier, G_APPLICATION_DEFAULT_FLAGS) else {
            return 1
        }
        self.application = application
        Signal.connect(application, "startup") { [unowned self] in startup() }
        Signal.connect(application, "activate") { [unowned self] in activate() }
        var arguments: [UnsafeMutablePointer<CChar>?] = [strdup(CommandLine.arguments.first ?? "checklists")]
        let status = g_application_run(GObjectCast.cast(application), 1, &arguments)
        arguments.forEach { free($0) }
        g_object_unref(application)
        if let failure {
            FileHandle.standardError.write(Data("checklists: \(failure)\n".utf8))
            return 1
        }
        return status
    }

    private func startup() {
        guard let application else { return }
        Actions.add(to: application, name: "quit") { g_application_quit(GObjectCast.cast(application)) }
        Accelerators.set(application, action: "app.quit", keys: ["<Control>q"])
        Accelerators.set(application, action: "win.new-item", keys: ["<Control>n"])
    }

    private func activate() {
        if let window {
            window.present()
            return
        }
        guard let application else { return }
        do {
            let dependencies = try makeDependencies()
            let window = try MainWindow(
                application: application, model: dependencies.model, reminders: dependencies.reminders,
                clock: dependencies.clock, dailyReminder: dependencies.dailyReminder)
            self.window = window
            watcher = DataWatcher(database: dependencies.database) { [weak window] in window?.reload() }
            if let connection = g_application_get_dbus_connection(GObjectCast.cast(application)) {
                listener = DeliveryListener(connection: connection) { [weak window] title, body in
                    window?.presentDelivered(title: title, body: body)
                }
            }
            window.reload()
            window.present()
            window.synchronizeDailyReminder()
        } catch {
            failure = error
            g_application_quit(GObjectCast.cast(application))
        }
    }
}
