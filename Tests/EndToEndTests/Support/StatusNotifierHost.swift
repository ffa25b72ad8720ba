import Foundation
import TestSupport

/// A real StatusNotifierItem host on a test's session bus and display: Debian's
/// `status-notifier-watcher` (the `org.kde.StatusNotifierWatcher` that items register with)
/// and `gtk-sni-tray-standalone` (a panel that registers as the host and draws the icons).
struct StatusNotifierHost {
    /// What a registered item shows: its `org.kde.StatusNotifierItem` properties, as
    /// `gdbus` prints them.
    struct Item {
        /// The item's bus name and object path.
        let name: String
        let path: String
        /// `gdbus`'s text of the item's properties.
        let properties: String

        /// The text of one string property ("Title", "IconName"), or nil.
        func string(_ property: String) -> String? {
            guard let start = properties.range(of: "'\(property)': <'") else { return nil }
            let rest = properties[start.upperBound...]
            return rest.range(of: "'>").map { String(rest[..<$0.lowerBound]) }
        }
    }

    private let session: TestSession

    /// Starts the watcher on the session's bus and the panel on `display`; returns once the
    /// panel is registered as a host.
    static func start(in session: TestSession, display: String) async throws -> StatusNotifierHost {
        let host = StatusNotifierHost(session: session)
        _ = try session.launch("status-notifier-watcher", executable: "/usr/bin/status-notifier-watcher", arguments: [])
        let watching = await session.waitUntil(timeout: .seconds(20)) {
            await host.watcherProperty("ProtocolVersion") != nil
        }
        guard watching else { throw WindowFailure(description: "status-notifier-watcher did not take its name") }
        _ = try session.launch(
            "gtk-sni-tray", executable: "/usr/bin/gtk-sni-tray-standalone", arguments: [],
            settings: ["DISPLAY": display])
        let hosted = await session.waitUntil(timeout: .seconds(20)) {
            await host.watcherProperty("IsStatusNotifierHostRegistered") == "true"
        }
        guard hosted else { throw WindowFailure(description: "gtk-sni-tray-standalone did not register as a host") }
        return host
    }

    /// The item registered under `path`, with its properties now, or nil.
    func item(at path: String) async -> Item? {
        guard let entries = await watcherProperty("RegisteredSNIEntries"),
            let found = entries.matches(of: /\('([^']+)', '([^']+)'\)/).first(where: { $0.output.2 == path })
        else { return nil }
        let name = String(found.output.1)
        let properties = await gdbus(
            name, path, "org.freedesktop.DBus.Properties.GetAll", ["org.kde.StatusNotifierItem"])
        return properties.status == 0 ? Item(name: name, path: path, properties: properties.stdout) : nil
    }

    /// The item's menu as its `com.canonical.dbusmenu` layout: each entry's id and label.
    func menu(of item: Item) async -> [(id: Int, label: String)] {
        let layout = await gdbus(item.name, item.path + "/Menu", "com.canonical.dbusmenu.GetLayout", ["0", "-1", "[]"])
        return layout.stdout.matches(of: /<\((\d+), \{[^}]*'label': <'([^']*)'>/).compactMap { match in
            Int(match.output.1).map { (id: $0, label: String(match.output.2)) }
        }
    }

    /// The ids of the menu's entries that are neither separators nor labelled: entries a
    /// screen reader could not name.
    func unlabelledEntries(of item: Item) async -> [Int] {
        let layout = await gdbus(item.name, item.path + "/Menu", "com.canonical.dbusmenu.GetLayout", ["0", "-1", "[]"])
        return layout.stdout.matches(of: /<\((\d+), \{([^}]*)\}/).compactMap { match in
            let properties = match.output.2
            let named = properties.contains("'label': <'") && !properties.contains("'label': <''>")
            return named || properties.contains("'type': <'separator'>") ? nil : Int(match.output.1)
        }
    }

    /// Clicks the menu entry `id` the way a host does: a dbusmenu "clicked" event.
    func click(_ id: Int, of item: Item) async -> Bool {
        await gdbus(item.name, item.path + "/Menu", "com.canonical.dbusmenu.Event", ["\(id)", "clicked", "<0>", "0"])
            .status == 0
    }

    private func watcherProperty(_ name: String) async -> String? {
        let result = await gdbus(
            "org.kde.StatusNotifierWatcher", "/StatusNotifierWatcher", "org.freedesktop.DBus.Properties.Get",
            ["org.kde.StatusNotifierWatcher", name])
        guard result.status == 0, let value = result.stdout.firstMatch(of: /\(<(.*)>,\)/) else { return nil }
        return String(value.output.1)
    }

    private func gdbus(_ name: String, _ path: String, _ method: String, _ arguments: [String]) async -> CommandResult {
        await session.runTool(
            "gdbus",
            ["call", "--session", "--dest", name, "--object-path", path, "--method", method, "--"] + arguments,
            timeout: .seconds(20))
    }
}
