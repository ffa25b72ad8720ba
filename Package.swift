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
            dependencies: ["CGLib", "CNotify", "CShims", "GLibSupport", "LocalNotifications", "NotificationStore", "RemindersAPI"]
        ),
        .executableTarget(
            name: "remindd", dependencies: ["RemindDaemon", "NotificationStore", "SQLiteSupport", "LocalNotifications"]
        ),
        .target(name: "SQLiteSupport", dependencies: ["CSQLite"]),
        .target(name: "NotificationStore", dependencies: ["SQLiteSupport", "LocalNotifications"]),
        .target(name: "RemindersClient", dependencies: ["GLibSupport", "RemindersAPI", "CGLib", "LocalNotifications"]),
        .target(name: "ChecklistsCommandLine", dependencies: ["RemindersClient", "RemindersAPI", "LocalNotifications"]),
        .executableTarget(name: "checklists", dependencies: ["ChecklistsCommandLine", "RemindersClient"]),
        .executableTarget(
            name: "StoreCrashWriter",
            dependencies: ["NotificationStore", "SQLiteSupport", "LocalNotifications"],
            path: "Tests/StoreCrashWriter"
        ),
        .executableTarget(
            name: "StoreBenchmark",
            dependencies: ["NotificationStore", "SQLiteSupport", "LocalNotifications"],
            path: "Benchmarks/StoreBenchmark"
        ),
        .testTarget(name: "LocalNotificationsTests", dependencies: ["LocalNotifications"]),
        .testTarget(name: "RemindersAPITests", dependencies: ["RemindersAPI", "LocalNotifications"]),
        .testTarget(
            name: "RemindDaemonTests",
            dependencies: ["RemindDaemon", "LocalNotifications", "RemindersAPI", "GLibSupport", "CGLib"]
        ),
        .testTarget(
            name: "NotificationStoreTests",
            dependencies: ["NotificationStore", "SQLiteSupport", "LocalNotifications", "CSQLite", "StoreCrashWriter"]
        ),
        .testTarget(
            name: "ChecklistsCommandLineTests",
            dependencies: ["ChecklistsCommandLine", "RemindersClient", "RemindersAPI", "LocalNotifications"]
        ),
        .testTarget(name: "EndToEndTests", dependencies: ["remindd", "checklists", "LocalNotifications"]),
    ],
    swiftLanguageModes: [.v6]
)
