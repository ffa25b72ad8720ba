// swift-tools-version:6.0
import PackageDescription

/// Checklists: Apple-style local notifications for the Linux desktop.
///
/// Dependencies point one way: executables -> glue -> core. The core
/// (`LocalNotifications`) is Foundation only; storage and desktop glue sit on top.
///
/// The module graph: each target and what it imports (its declared dependencies; C modules
/// in brackets), indented by layer: a target imports only targets indented further in.
///
///     checklists                 -> ChecklistsUI, ChecklistsCommandLine, ChecklistsReminders, ChecklistsSync,
///                                   CalDAV, RemindersClient, ChecklistsModel, SQLiteSupport, LocalNotifications,
///                                   Translations
///       remindd                  -> RemindDaemon, NotificationStore, RemindersAPI, GLibSupport, SQLiteSupport,
///                                   LocalNotifications, Translations [CGLib]
///       ChecklistsCommandLine    -> ChecklistsSync, CalDAV, ChecklistsICalendar, RemindersClient, RemindersAPI,
///                                   ChecklistsModel, LocalNotifications, Translations
///       ChecklistsReminders      -> RemindersClient, ChecklistsModel, GLibSupport, LocalNotifications, Translations
///       ChecklistsUI             -> ChecklistsPresentation, ChecklistsSync, ChecklistsICalendar, ChecklistsModel,
///                                   RemindersClient, RemindersBusSupport, RemindersAPI, GLibSupport,
///                                   LocalNotifications, Translations [CGtk, CAppIndicator, CShims]
///         RemindDaemon           -> RemindersBusSupport, RemindersAPI, GLibSupport, LocalNotifications,
///                                   Translations [CGLib, CGSound, CShims]
///         RemindersClient        -> RemindersBusSupport, RemindersAPI, GLibSupport, LocalNotifications [CGLib, CShims]
///           ChecklistsSync       -> CalDAV, ChecklistsICalendar, ChecklistsModel, GLibSupport, SQLiteSupport,
///                                   LocalNotifications, Translations [CGLib, CGoa, CSecret, CShims]
///             CalDAV             -> GLibSupport, Translations [CGLib, CSoup, CXML2]
///           RemindersBusSupport  -> RemindersAPI, GLibSupport [CGLib, CShims]
///           ChecklistsPresentation -> ChecklistsModel, LocalNotifications, Translations
///           ChecklistsICalendar  -> ChecklistsModel, LocalNotifications, Translations [CICal]
///             RemindersAPI       -> LocalNotifications
///             ChecklistsModel    -> SQLiteSupport, LocalNotifications, Translations
///             NotificationStore  -> SQLiteSupport, LocalNotifications
///               GLibSupport      -> [CGLib, CShims]
///               SQLiteSupport    -> [CSQLite]
///               LocalNotifications (Foundation only)
///               Translations     -> [CIntl] (glibc's gettext)
///
/// The tools StoreCrashWriter (for the store's crash tests) and StoreBenchmark import
/// NotificationStore, SQLiteSupport and LocalNotifications; PasswordStoreProbe (for the
/// password store's tests) imports ChecklistsSync. The fuzz targets (below the package, only
/// with CHECKLISTS_FUZZ=1) import FuzzSupport and the parsers they fuzz.
let package = Package(
    name: "Checklists",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "LocalNotifications", targets: ["LocalNotifications"]),
        .library(name: "NotificationStore", targets: ["NotificationStore"]),
        .library(name: "RemindersAPI", targets: ["RemindersAPI"]),
    ],
    targets: [
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        .systemLibrary(
            name: "CGLib",
            pkgConfig: "gio-unix-2.0",
            providers: [.apt(["libglib2.0-dev"])]
        ),
        .systemLibrary(
            name: "CICal",
            pkgConfig: "libical",
            providers: [.apt(["libical-dev"])]
        ),
        .systemLibrary(
            name: "CSoup",
            pkgConfig: "libsoup-3.0",
            providers: [.apt(["libsoup-3.0-dev"])]
        ),
        .systemLibrary(
            name: "CXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        .systemLibrary(
            name: "CSecret",
            pkgConfig: "libsecret-1",
            providers: [.apt(["libsecret-1-dev"])]
        ),
        // libgoa: the accounts the desktop keeps in GNOME Online Accounts.
        .systemLibrary(
            name: "CGoa",
            pkgConfig: "goa-1.0",
            providers: [.apt(["libgoa-1.0-dev"])]
        ),
        // GSound (over libcanberra): remindd rings the desktop's sound theme with it.
        .systemLibrary(
            name: "CGSound",
            pkgConfig: "gsound",
            providers: [.apt(["libgsound-dev"])]
        ),
        .target(name: "CShims", dependencies: ["CGLib"]),
        // glibc's gettext and setlocale: no library to link, libintl is part of glibc.
        .systemLibrary(name: "CIntl"),
        .target(name: "Translations", dependencies: ["CIntl"]),
        .target(name: "LocalNotifications"),
        .target(name: "RemindersAPI", dependencies: ["LocalNotifications"]),
        .target(name: "GLibSupport", dependencies: ["CGLib", "CShims"]),
        .target(name: "RemindersBusSupport", dependencies: ["CGLib", "CShims", "GLibSupport", "RemindersAPI"]),
        .target(
            name: "RemindDaemon",
            dependencies: [
                "CGLib", "CGSound", "CShims", "GLibSupport", "LocalNotifications", "RemindersAPI",
                "RemindersBusSupport", "Translations",
            ],
            // A link to data/dbus/org.checklists.Remindd1.xml: the installed contract file is
            // the XML remindd serves, built in.
            resources: [.embedInCode("Bus/org.checklists.Remindd1.xml")]
        ),
        .executableTarget(
            name: "remindd",
            dependencies: [
                "CGLib", "GLibSupport", "LocalNotifications", "NotificationStore", "RemindDaemon", "RemindersAPI",
                "SQLiteSupport", "Translations",
            ]
        ),
        .target(name: "SQLiteSupport", dependencies: ["CSQLite"]),
        .target(name: "NotificationStore", dependencies: ["SQLiteSupport", "LocalNotifications"]),
        .target(
            name: "RemindersClient",
            dependencies: [
                "CGLib", "CShims", "GLibSupport", "LocalNotifications", "RemindersAPI", "RemindersBusSupport",
            ]
        ),
        .target(name: "ChecklistsModel", dependencies: ["SQLiteSupport", "LocalNotifications", "Translations"]),
        .target(
            name: "ChecklistsReminders",
            dependencies: ["ChecklistsModel", "GLibSupport", "LocalNotifications", "RemindersClient", "Translations"]),
        .target(
            name: "ChecklistsPresentation", dependencies: ["ChecklistsModel", "LocalNotifications", "Translations"]),
        .target(
            name: "ChecklistsICalendar",
            dependencies: ["CICal", "ChecklistsModel", "LocalNotifications", "Translations"]),
        .target(name: "CalDAV", dependencies: ["CGLib", "CSoup", "CXML2", "GLibSupport", "Translations"]),
        .target(
            name: "ChecklistsSync",
            dependencies: [
                "CGLib", "CGoa", "CSecret", "CShims", "CalDAV", "ChecklistsICalendar", "ChecklistsModel", "GLibSupport",
                "LocalNotifications", "SQLiteSupport", "Translations",
            ]
        ),
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk+-3.0",
            providers: [.apt(["libgtk-3-dev"])]
        ),
        .systemLibrary(
            name: "CAppIndicator",
            pkgConfig: "ayatana-appindicator3-0.1",
            providers: [.apt(["libayatana-appindicator3-dev"])]
        ),
        .target(
            name: "ChecklistsUI",
            dependencies: [
                "CAppIndicator", "CGtk", "CShims", "ChecklistsICalendar", "ChecklistsModel", "ChecklistsPresentation",
                "ChecklistsSync", "GLibSupport", "LocalNotifications", "RemindersAPI", "RemindersBusSupport",
                "RemindersClient", "Translations",
            ]
        ),
        .target(
            name: "ChecklistsCommandLine",
            dependencies: [
                "CalDAV", "ChecklistsICalendar", "ChecklistsModel", "ChecklistsSync", "LocalNotifications",
                "RemindersAPI",
                "RemindersClient", "Translations",
            ]
        ),
        .executableTarget(
            name: "checklists",
            dependencies: [
                "CalDAV", "ChecklistsCommandLine", "ChecklistsModel", "ChecklistsReminders", "ChecklistsSync",
                "ChecklistsUI",
                "LocalNotifications", "RemindersClient", "SQLiteSupport", "Translations",
            ]
        ),
        .executableTarget(
            name: "StoreCrashWriter",
            dependencies: ["NotificationStore", "SQLiteSupport", "LocalNotifications"],
            path: "Tests/StoreCrashWriter"
        ),
        .executableTarget(
            name: "PasswordStoreProbe",
            dependencies: ["ChecklistsSync"],
            path: "Tests/PasswordStoreProbe"
        ),
        .executableTarget(
            name: "StoreBenchmark",
            dependencies: ["NotificationStore", "SQLiteSupport", "LocalNotifications"],
            path: "bench/StoreBenchmark"
        ),
        .target(
            name: "TestSupport",
            dependencies: ["CGLib", "ChecklistsModel", "LocalNotifications", "RemindersClient", "SQLiteSupport"],
            path: "Tests/TestSupport",
            exclude: [
                "geoclue_standin.py", "CalDAVServers/davical.sh", "CalDAVServers/davical-router.php",
                "CalDAVServers/cyrus.sh", "CalDAVServers/imap_login.py",
            ]
        ),
        .testTarget(name: "TranslationsTests", dependencies: ["Translations"]),
        .testTarget(name: "LocalNotificationsTests", dependencies: ["LocalNotifications", "TestSupport"]),
        .testTarget(name: "RemindersAPITests", dependencies: ["RemindersAPI", "LocalNotifications"]),
        .testTarget(
            name: "RemindersBusSupportTests",
            dependencies: ["CGLib", "GLibSupport", "LocalNotifications", "RemindersAPI", "RemindersBusSupport"]
        ),
        .testTarget(
            name: "RemindDaemonTests",
            dependencies: ["CGLib", "LocalNotifications", "RemindDaemon", "RemindersAPI", "TestSupport"]
        ),
        .testTarget(
            name: "NotificationStoreTests",
            // StoreCrashWriter is run, not imported: the crash tests kill it mid-write.
            dependencies: [
                "NotificationStore", "SQLiteSupport", "LocalNotifications", "CSQLite", "StoreCrashWriter",
                "TestSupport",
            ]
        ),
        .testTarget(name: "GLibSupportTests", dependencies: ["GLibSupport", "CGLib", "TestSupport"]),
        // remindd is run, not imported: the client's tests call the built daemon on a private bus.
        .testTarget(
            name: "RemindersClientTests",
            dependencies: [
                "CGLib", "GLibSupport", "LocalNotifications", "RemindersAPI", "RemindersBusSupport", "RemindersClient",
                "TestSupport", "remindd",
            ]
        ),
        .testTarget(
            name: "ChecklistsRemindersTests",
            dependencies: [
                "ChecklistsModel", "ChecklistsReminders", "LocalNotifications", "RemindersAPI", "RemindersClient",
                "TestSupport",
            ]
        ),
        .testTarget(name: "SQLiteSupportTests", dependencies: ["SQLiteSupport", "CSQLite", "TestSupport"]),
        .testTarget(
            name: "ChecklistsCommandLineTests",
            dependencies: [
                "ChecklistsCommandLine", "ChecklistsModel", "LocalNotifications", "RemindersAPI", "RemindersClient",
                "SQLiteSupport", "TestSupport",
            ]
        ),
        .testTarget(
            name: "ChecklistsPresentationTests",
            dependencies: ["ChecklistsModel", "ChecklistsPresentation", "LocalNotifications"]),
        .testTarget(
            name: "ChecklistsICalendarTests",
            dependencies: ["ChecklistsICalendar", "ChecklistsModel", "LocalNotifications", "TestSupport"]
        ),
        .testTarget(name: "CalDAVTests", dependencies: ["CalDAV", "TestSupport"]),
        .testTarget(
            name: "ChecklistsSyncTests",
            // PasswordStoreProbe is run, not imported: libsecret keeps one keyring per process.
            dependencies: [
                "CGLib", "CalDAV", "ChecklistsICalendar", "ChecklistsModel", "ChecklistsSync", "GLibSupport",
                "LocalNotifications", "PasswordStoreProbe", "SQLiteSupport", "TestSupport",
            ]
        ),
        .testTarget(
            name: "ChecklistsModelTests",
            dependencies: ["ChecklistsModel", "SQLiteSupport", "LocalNotifications", "TestSupport"]
        ),
        // remindd and checklists are run, not imported: the end-to-end tests start the built executables,
        // and the scripts and GNOME Shell's files beside them, found by the tests' own paths.
        .testTarget(
            name: "EndToEndTests", dependencies: ["remindd", "checklists", "LocalNotifications", "TestSupport"],
            exclude: [
                "Faults/bus_input.py", "Support/GnomeShell", "Support/accessible_action.py",
                "Support/accessible_tick.py", "Support/accessible_tree.py", "Support/caldav_fault_proxy.py",
            ]),
    ],
    swiftLanguageModes: [.v6]
)

/// The libFuzzer targets under Fuzz/ (docs/reliability.md, "Fuzzing"): one per parser of
/// outside input, each an executable with a `LLVMFuzzerTestOneInput` entry point and no main
/// of its own. They are in the package only when `CHECKLISTS_FUZZ=1`, as `make fuzz` sets it
/// (with its own build path, `.build-fuzz`, and `--sanitize fuzzer`), so ordinary builds
/// never see them. Each imports FuzzSupport and the modules it reads input with.
if Context.environment["CHECKLISTS_FUZZ"] == "1" {
    let fuzzers: [(name: String, dependencies: [Target.Dependency])] = [
        ("WireCodecFuzzer", ["CGLib", "CShims", "LocalNotifications", "RemindersAPI", "RemindersBusSupport"]),
        ("CommandLineFuzzer", ["ChecklistsCommandLine", "ChecklistsModel", "LocalNotifications"]),
        ("ICalendarFuzzer", ["ChecklistsICalendar", "ChecklistsModel", "LocalNotifications"]),
        ("CalDAVXMLFuzzer", ["CalDAV"]),
        ("SettingsFileFuzzer", ["ChecklistsModel"]),
        ("RecurrenceFuzzer", ["LocalNotifications"]),
        ("StoredRequestFuzzer", ["LocalNotifications", "NotificationStore"]),
    ]
    package.targets.append(.target(name: "FuzzSupport", path: "Fuzz/FuzzSupport"))
    for fuzzer in fuzzers {
        package.targets.append(
            .executableTarget(
                name: fuzzer.name, dependencies: fuzzer.dependencies + ["FuzzSupport"], path: "Fuzz/\(fuzzer.name)"))
    }
}
