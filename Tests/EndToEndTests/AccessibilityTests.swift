import Foundation
import TestSupport
import Testing

extension DesktopTests {
    /// What a screen reader and a keyboard user meet: every control named, everything done
    /// from the keyboard alone.
    @Suite("Accessibility")
    struct AccessibilityTests {
        /// The window, its main menu, the New Item dialog, Settings and Keyboard Shortcuts:
        /// every control on screen has an accessible name, or a label that names it.
        @Test func everyControlIsNamed() async throws {
            try await TestSession.with { session in
                let due = WallTime.text(Date().addingTimeInterval(-3600))
                let added = await session.run(["add", "Pay rent", "--due", due, "--remind", "--notes", "By transfer"])
                try #require(added.status == 0, "\(added)")
                let window = try await AppWindow.open(in: session)
                var unnamed: [String: [AccessibleNode]] = [:]
                func check(_ place: String, opening keys: [String], shows title: String?) async throws {
                    for key in keys { try await window.press(key) }
                    if let title {
                        #expect(try await window.waitForWindow(named: title) != nil, "\(place) did not open")
                    }
                    try await session.pause(.milliseconds(500))
                    let found = try await window.accessibleTree().filter(\.isUnnamedControl)
                    if !found.isEmpty { unnamed[place] = found }
                }
                try await check("the window", opening: [], shows: nil)
                try await check("the main menu", opening: ["F10"], shows: nil)
                try await window.press("Escape")
                try await check("the New Item dialog", opening: ["ctrl+n"], shows: "^New Item$")
                try await window.press("Escape")
                try await check("the item's dialog", opening: ["alt+i", "Return"], shows: "^Edit Item$")
                try await window.press("Escape")
                try await check("Settings", opening: ["ctrl+comma"], shows: "^Settings$")
                try await window.press("Escape")
                try await check("Keyboard Shortcuts", opening: ["ctrl+question"], shows: "Shortcuts")
                #expect(unnamed.isEmpty, "\(unnamed)")
            }
        }

        /// Add, edit, tick, delete and undo, with the keyboard alone.
        @Test func everythingFromTheKeyboard() async throws {
            try await TestSession.with { session in
                let window = try await AppWindow.open(in: session)
                try await window.press("ctrl+n")
                #expect(try await window.waitForWindow(named: "^New Item$") != nil)
                try await window.type("Water the plants")
                try await window.press("Return")
                #expect(try await session.waitUntil { try await session.items().map(\.text) == ["Water the plants"] })

                try await window.press("alt+i", "Return")
                #expect(try await window.waitForWindow(named: "^Edit Item$") != nil)
                try await window.press("ctrl+a")
                try await window.type("Water the garden")
                try await window.press("Return")
                #expect(try await session.waitUntil { try await session.items().map(\.text) == ["Water the garden"] })

                try await window.press("alt+i")
                try await session.pause(.milliseconds(300))
                try await window.press("space")
                #expect(try await session.waitUntil { try await session.items().first?.checked == true })

                try await window.press("alt+i", "Delete")
                #expect(try await session.waitUntil { try await session.items().isEmpty })
                try await window.press("alt+u")
                #expect(
                    try await session.waitUntil {
                        try await session.items().map { "\($0.text) \($0.checked)" } == ["Water the garden true"]
                    })
            }
        }
    }
}
