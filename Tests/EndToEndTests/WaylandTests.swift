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
    }
}
