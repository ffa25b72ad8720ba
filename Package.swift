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
    ],
    targets: [
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        .target(name: "LocalNotifications"),
        .target(name: "NotificationStore", dependencies: ["CSQLite", "LocalNotifications"]),
        .executableTarget(
            name: "StoreCrashWriter",
            dependencies: ["NotificationStore", "LocalNotifications"],
            path: "Tests/StoreCrashWriter"
        ),
        .executableTarget(
            name: "StoreBenchmark",
            dependencies: ["NotificationStore", "LocalNotifications"],
            path: "Benchmarks/StoreBenchmark"
        ),
        .testTarget(name: "LocalNotificationsTests", dependencies: ["LocalNotifications"]),
        .testTarget(
            name: "NotificationStoreTests",
            dependencies: ["NotificationStore", "LocalNotifications", "CSQLite", "StoreCrashWriter"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
