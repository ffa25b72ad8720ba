import Foundation
import TestSupport
import Testing

extension DesktopTests {
    /// The window and its dialogs under Wayland: GTK's Wayland backend on weston, driven by
    /// key presses and read through AT-SPI.
    @Suite("Wayland")
    struct WaylandTests {
        /// The window opens as a Wayland client (no X window of its own on the display),
        /// shows the stored items, adds one typed in the New Item dialog, and ticks one from the
        /// keyboard: what is stored and what the window shows agree.
        @Test func windowAndDialogWorkOnWayland() async throws {
            try await TestSession.with { session in
                let added = await session.run(["add", "Stored before", "--list", "Home"])
                try #require(added.status == 0, "\(added)")
                let display = try await AppWindow.newDisplay(in: session)
                let compositor = try await WaylandCompositor.start(in: session, display: display)
                let process = try session.launch(
                    "checklists-wayland", executable: session.executables.checklists.path, arguments: [],
                    settings: compositor.clientSettings.merging(["DISPLAY": display]) { $1 })
                let window = AppWindow(session: session, display: display, process: process, windowID: "")
                // The app is on the accessibility bus only once its window is up.
                let shown = await session.waitUntil(timeout: .seconds(30)) {
                    (try? await window.itemRows())?.map(\.name).contains { $0.hasPrefix("Stored before") } == true
                }
                try #require(shown, "the window did not show its items: \(process.standardOutput())")
                #expect(await !window.hasWindow(named: "^Checklists$"), "the window is an X11 window")

                try await window.press("ctrl+n")
                try await window.type("Typed on Wayland")
                try await window.press("Return")
                let typed = try await session.waitUntil(timeout: .seconds(20)) {
                    try await window.itemRows().map(\.name).contains { $0.hasPrefix("Typed on Wayland") }
                }
                let rows = try await window.itemRows()
                #expect(typed, "\(rows): \(process.standardOutput())")
                #expect(try await session.items().map(\.text).sorted() == ["Stored before", "Typed on Wayland"])
                await window.screenshot("wayland")

                // Wayland hands the keyboard to the list asynchronously: a space that came
                // before it ticked nothing, and is pressed again.
                try await window.press("alt+i")
                var ticked = false
                for _ in 1...3 where !ticked {
                    try await window.press("space")
                    ticked = try await session.waitUntil(timeout: .seconds(3)) {
                        try await session.items().contains(where: \.checked)
                    }
                }
                let rowsAfterTick = try await window.itemRows()
                #expect(ticked, "\(rowsAfterTick)")
                let stored = try await session.items()
                let shownTicked = await session.waitUntil(timeout: .seconds(10)) {
                    let rows = (try? await window.itemRows()) ?? []
                    return stored.allSatisfy { item in
                        rows.first { $0.name.hasPrefix(item.text) }?.checked == item.checked
                    }
                }
                let rowsShown = try await window.itemRows()
                #expect(shownTicked, "\(stored) against \(rowsShown)")
            }
        }

        /// On Wayland too: the app started in the background registers its tray item with a
        /// real StatusNotifierItem host, and "Show Checklists" from the item's menu opens the
        /// window; Settings opens with its Status section (remindd, the tray host), and the
        /// Main Menu's About dialog shows the release. Keys and AT-SPI only, as on a desktop.
        @Test func trayAndDialogsWorkOnWayland() async throws {
            try await TestSession.with { session in
                let added = await session.run(["add", "Stored before"])
                try #require(added.status == 0, "\(added)")
                let display = try await AppWindow.newDisplay(in: session)
                let host = try await StatusNotifierHost.start(in: session, display: display)
                let compositor = try await WaylandCompositor.start(in: session, display: display)
                let process = try session.launch(
                    "checklists-wayland", executable: session.executables.checklists.path, arguments: ["--background"],
                    settings: compositor.clientSettings.merging(["DISPLAY": display]) { $1 })
                let window = AppWindow(session: session, display: display, process: process, windowID: "")
                let itemPath = "/org/ayatana/NotificationItem/org_checklists_Checklists"
                let registered = await session.waitUntil(timeout: .seconds(30)) {
                    await host.item(at: itemPath) != nil
                }
                try #require(registered, "the item never registered: \(process.standardOutput())")
                let item = try #require(await host.item(at: itemPath))
                let show = try #require(await host.menu(of: item).first { $0.label == "_Show Checklists" })
                #expect(await host.click(show.id, of: item))
                let shown = await session.waitUntil(timeout: .seconds(30)) {
                    (try? await window.itemRows())?.map(\.name).contains { $0.hasPrefix("Stored before") } == true
                }
                try #require(shown, "Show Checklists did not open the window: \(process.standardOutput())")

                try await window.press("alt+s")
                var labels: [String] = []
                let status = await session.waitUntil(timeout: .seconds(20)) {
                    labels = (try? await window.visibleLabels()) ?? []
                    return labels.contains { $0.hasPrefix("Running, version") }
                }
                #expect(status, "\(labels)")
                #expect(labels.contains("StatusNotifierItem host"), "\(labels)")
                await window.screenshot("wayland-settings")
                try await window.press("Escape")

                let closed = await session.waitUntil(timeout: .seconds(10)) {
                    (try? await window.visibleLabels())?.contains("Status") == false
                }
                #expect(closed, "Escape did not close Settings")
                // As with the list above, Wayland hands the keyboard back to the window
                // asynchronously: a key that came before it is pressed again.
                var menu = false
                for _ in 1...3 where !menu {
                    try await window.press("F10")
                    menu = await session.waitUntil(timeout: .seconds(3)) {
                        (try? await window.accessibleTree())?.contains { $0.name == "About Checklists" && $0.showing }
                            == true
                    }
                }
                #expect(menu, "the Main Menu did not open")
                try await window.activate(role: "push button", named: "About Checklists")
                let version = try ReleaseVersion.newest()
                let about = await session.waitUntil(timeout: .seconds(10)) {
                    (try? await window.visibleLabels())?.contains(version) == true
                }
                #expect(about, "About does not show \(version)")
            }
        }
    }
}
