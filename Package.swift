// swift-tools-version:6.0
import PackageDescription

/// Checklists: Apple-style local notifications for the Linux desktop.
///
/// Dependencies point one way: executables -> glue -> core. The core
/// (`LocalNotifications`) is Foundation only; storage and desktop glue sit on top.
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
            name: "CNotify",
            pkgConfig: "libnotify",
            providers: [.apt(["libnotify-dev"])]
        ),
        .target(name: "CShims", dependencies: ["CGLib"]),
        .target(name: "LocalNotifications"),
        .target(name: "RemindersAPI", dependencies: ["LocalNotifications"]),
        .target(name: "GLibSupport", dependencies: ["CGLib", "CShims", "RemindersAPI"]),
        .target(
            name: "RemindDaemon",
            dependencies: [
                "CGLib", "CNotify", "CShims", "GLibSupport", "LocalNotifications", "NotificationStore", "RemindersAPI",
            ]
        ),
        .executableTarget(
            name: "remindd", dependencies: ["RemindDaemon", "NotificationStore", "SQLiteSupport", "LocalNotifications"]
        ),
        .target(name: "SQLiteSupport", dependencies: ["CSQLite"]),
        .target(name: "NotificationStore", dependencies: ["SQLiteSupport", "LocalNotifications"]),
        .target(name: "ChecklistsModel", dependencies: ["SQLiteSupport", "LocalNotifications"]),
        .target(name: "ChecklistsPresentation", dependencies: ["ChecklistsModel"]),
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
                "CAppIndicator", "CGtk", "CShims", "GLibSupport", "ChecklistsModel", "ChecklistsPresentation",
                "LocalNotifications",
                "RemindersAPI", "SQLiteSupport",
            ]
        ),
        .target(
            name: "RemindersClient",
            dependencies: ["GLibSupport", "RemindersAPI", "CGLib", "LocalNotifications", "ChecklistsModel"]
        ),
        .target(
            name: "ChecklistsCommandLine",
            dependencies: ["RemindersClient", "RemindersAPI", "LocalNotifications", "ChecklistsModel", "SQLiteSupport"]
        ),
        .executableTarget(
            name: "checklists",
            dependencies: [
                "ChecklistsCommandLine", "ChecklistsModel", "ChecklistsUI", "LocalNotifications", "RemindersAPI",
                "RemindersClient", "SQLiteSupport",
            ]
        ),
        .executableTarget(
            name: "StoreCrashWriter",
            dependencies: ["NotificationStore", "SQLiteSupport", "LocalNotifications"],
            path: "Tests/StoreCrashWriter"
        ),
        .executableTarget(
            name: "StoreBenchmark",
            dependencies: ["NotificationStore", "SQLiteSupport", "LocalNotifications"],
            path: "bench/StoreBenchmark"
        ),
        .target(
            name: "TestSupport",
            dependencies: ["ChecklistsModel", "LocalNotifications", "SQLiteSupport"],
            path: "Tests/TestSupport"
        ),
        .testTarget(name: "LocalNotificationsTests", dependencies: ["LocalNotifications"]),
        .testTarget(name: "RemindersAPITests", dependencies: ["RemindersAPI", "LocalNotifications"]),
        .testTarget(
            name: "RemindDaemonTests",
            dependencies: ["RemindDaemon", "LocalNotifications", "RemindersAPI", "GLibSupport", "CGLib"]
        ),
        .testTarget(
            name: "NotificationStoreTests",
            dependencies: [
                "NotificationStore", "SQLiteSupport", "LocalNotifications", "CSQLite", "StoreCrashWriter",
                "TestSupport",
            ]
        ),
        .testTarget(name: "GLibSupportTests", dependencies: ["GLibSupport", "CGLib", "RemindersAPI", "TestSupport"]),
        .testTarget(
            name: "RemindersClientTests", dependencies: ["RemindersClient", "RemindersAPI", "LocalNotifications"]),
        .testTarget(name: "SQLiteSupportTests", dependencies: ["SQLiteSupport", "CSQLite", "TestSupport"]),
        .testTarget(
            name: "ChecklistsCommandLineTests",
            dependencies: [
                "ChecklistsCommandLine", "RemindersClient", "RemindersAPI", "LocalNotifications", "ChecklistsModel",
                "SQLiteSupport", "TestSupport",
            ]
        ),
        .testTarget(name: "ChecklistsPresentationTests", dependencies: ["ChecklistsPresentation"]),
        .testTarget(
            name: "ChecklistsModelTests",
            dependencies: ["ChecklistsModel", "SQLiteSupport", "LocalNotifications", "TestSupport"]
        ),
        .testTarget(
            name: "EndToEndTests", dependencies: ["remindd", "checklists", "LocalNotifications", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
