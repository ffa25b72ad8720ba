import CGtk
import ChecklistsModel
import ChecklistsPresentation
import ChecklistsSync
import Foundation
import GLibSupport
import LocalNotifications
import RemindersAPI
import RemindersClient

/// The GTK application: one instance per session (a second launch brings the running
/// window to the front), the window, the tray icon, the dock badge of overdue items, the
/// app's actions and shortcuts, and, with an account, when to sync.
///
/// With a tray, closing the window hides it and the app stays in the tray until Quit;
/// without one, closing the window quits (reminders still come from remindd).
public final class ChecklistsApplication {
    private let makeDependencies: () throws -> WindowDependencies
    private var application: UnsafeMutablePointer<GtkApplication>?
    private var dependencies: WindowDependencies?
    private var window: MainWindow?
    private var watcher: DataWatcher?
    private var deliveries: AnyObject?
    private var tray: TrayIcon?
    private var badge: OverdueBadge?
    private var syncTriggers: SyncTriggers?
    private var errorTextColour: ErrorTextColour?
    private var startsHidden = false
    private var failure: Error?

    /// Creates the application; `makeDependencies` runs once, when the window is first needed.
    public init(makeDependencies: @escaping () throws -> WindowDependencies) {
        self.makeDependencies = makeDependencies
    }

    /// Runs the application until Quit (or, without a tray, until the window closes);
    /// returns the exit status. `--background` starts it in the tray without its window;
    /// GApplication's own options (`--gapplication-service`, used by D-Bus activation) pass
    /// through.
    public func run(arguments: [String]) -> Int32 {
        // The locale is Translations.setUp's (numbers in the C form, for what is written):
        // gtk_init would set all of it, LC_NUMERIC too.
        gtk_disable_setlocale()
        guard gtk_init_check(nil, nil) != 0 else {
            try? FileHandle.standardError.write(contentsOf: Data("checklists: \(UIError.noDisplay)\n".utf8))
            return 1
        }
        guard let application = gtk_application_new(ChecklistsApp.identifier, GLibFlags.applicationDefault)
        else {
            return 1
        }
        self.application = application
        startsHidden = arguments.contains(Self.backgroundOption)
        Signal.connect(application, "startup") { [unowned self] in startup() }
        Signal.connect(application, "activate") { [unowned self] in activate() }
        let passed = [CommandLine.arguments.first ?? "checklists"] + arguments.filter { $0 != Self.backgroundOption }
        var argv: [UnsafeMutablePointer<CChar>?] = passed.map { strdup($0) }
        let status = g_application_run(GObjectCast.cast(application), gint(argv.count), &argv)
        for pointer in argv { free(pointer) }
        g_object_unref(application)
        if let failure {
            try? FileHandle.standardError.write(contentsOf: Data("checklists: \(failure)\n".utf8))
            return 1
        }
        return status
    }

    /// The option that starts the app in the tray, for login.
    public static let backgroundOption = "--background"

    private func startup() {
        guard let application else { return }
        errorTextColour = ErrorTextColour()
        Actions.add(to: application, name: "quit") { g_application_quit(GObjectCast.cast(application)) }
        // remindd hands the user's answers to popups through these two actions (with or
        // without data such as a typed reply); the client reads them.
        for (name, parameterType) in [
            (RemindersBus.responseActionName, RemindersBus.responseActionSignature),
            (RemindersBus.responseWithDataActionName, RemindersBus.responseWithDataActionSignature),
        ] {
            Actions.add(to: application, name: name, parameterType: parameterType) { [unowned self] parameter in
                guard let response = ResponseDecoder.response(fromActionParameter: parameter) else { return }
                ensureWindow()?.respond(to: response)
            }
        }
        Accelerators.set(application, action: "app.quit", keys: ["<Control>q"])
        Accelerators.set(application, action: "win.new-item", keys: ["<Control>n"])
        Accelerators.set(application, action: "win.close", keys: ["<Control>w"])
        Accelerators.set(application, action: "win.sync-now", keys: ["<Control>r"])
        Accelerators.set(application, action: "win.search", keys: ["<Control>f"])
        Accelerators.set(application, action: "win.settings", keys: ["<Control>comma"])
        Accelerators.set(application, action: "win.show-help-overlay", keys: ["<Control>question", "<Control>F1"])
        Accelerators.set(application, action: "win.main-menu", keys: ["F10"])
    }

    private func activate() {
        guard let window = ensureWindow() else { return }
        if startsHidden, tray != nil {
            startsHidden = false
            return
        }
        window.present()
    }

    /// The window, built on first need with its watchers and the tray icon; nil when it
    /// could not be built (the app then quits with the reason).
    @discardableResult
    private func ensureWindow() -> MainWindow? {
        if let window { return window }
        guard let application else { return nil }
        do {
            let dependencies = try makeDependencies()
            self.dependencies = dependencies
            let window = try MainWindow(application: application, dependencies: dependencies)
            self.window = window
            watcher = DataWatcher(changes: ExternalChanges(model: dependencies.model)) { [weak window] in
                window?.reload()
            }
            // Without a session bus no reminder comes either, so there is nothing to hear.
            deliveries = try? dependencies.reminders.observeDeliveries { [weak window] request in
                window?.presentDelivered(request)
            }
            let connection = g_application_get_dbus_connection(GObjectCast.cast(application))
            let badge = OverdueBadge(
                connection: connection,
                objectPath: g_application_get_dbus_object_path(GObjectCast.cast(application))
                    .map { String(cString: $0) } ?? "/",
                now: { dependencies.clock.now }, summary: { [weak window] in window?.traySummary() })
            self.badge = badge
            window.onReload = { [weak self] summary in
                self?.tray?.update(summary)
                self?.badge?.update(summary)
            }
            window.probeTray = { TrayHost.presence(connection: connection) }
            window.probeOtherReminders = {
                OtherReminders.allCases.filter { SessionBusNames.hasOwner($0.busName, on: connection) }
            }
            installTray(
                for: window, dependencies: dependencies, available: TrayHost.isAvailable(connection: connection))
            window.reload()
            if let sync = dependencies.sync {
                if dependencies.hasAccounts { startSyncing(sync, window: window) }
                window.onAccountAdded = { [weak self, unowned window] in self?.startSyncing(sync, window: window) }
            }
            window.synchronizeDailyReminder()
            dependencies.reminders.register(ChecklistsApp.notificationCategories)
            return window
        } catch {
            failure = error
            g_application_quit(GObjectCast.cast(application))
            return nil
        }
    }

    /// Syncs the accounts in the background for as long as the app runs, with or without
    /// its window shown (Start at login's background instance syncs too): the triggers ask,
    /// the window says how it went and offers Sync Now.
    /// Does nothing once syncing.
    private func startSyncing(_ sync: BackgroundSync, window: MainWindow) {
        guard syncTriggers == nil else { return }
        let triggers = SyncTriggers { [unowned sync] seconds in sync.requestSync(after: seconds) }
        syncTriggers = triggers
        sync.onStarted = { [weak window] in window?.showSyncStarted() }
        sync.onProgress = { [weak window] note in window?.showSyncProgress(note) }
        sync.onReport = { [weak window, unowned sync] report in window?.show(report) { sync.syncNow() } }
        window.onLocalEdit = { [unowned triggers] in triggers.localEditMade() }
        window.addSyncAction { [unowned sync] in sync.syncNow() }
        triggers.start()
    }

    /// With a tray host: the icon, and closing the window hides it. Without: a word in
    /// the window, and closing it quits.
    private func installTray(for window: MainWindow, dependencies: WindowDependencies, available: Bool) {
        guard let application else { return }
        guard available else {
            window.noteMissingTray()
            return
        }
        let handlers = TrayIcon.Handlers(
            show: { [weak window] in window?.present() },
            openItem: { [weak window] item in window?.show(itemID: item.id) },
            pause: { [weak window] until in window?.pauseReminders(until: until) },
            settings: { [weak window] in
                window?.present()
                window?.openSettings()
            },
            quit: { g_application_quit(GObjectCast.cast(application)) })
        do {
            let tray = try TrayIcon(handlers: handlers, dates: window.dates) { dependencies.clock.now }
            self.tray = tray
            window.hidesOnClose = true
            g_application_hold(GObjectCast.cast(application))
        } catch {
            window.report(error)
        }
    }
}
