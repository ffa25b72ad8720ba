import Foundation
import TestSupport
import Testing

extension DesktopTests {
    /// The window's header bar: New Item, Search and the main menu with About and the
    /// keyboard shortcuts, read and driven through AT-SPI and the keyboard.
    @Suite("Window header bar")
    struct WindowHeaderTests {
        /// The header bar has New Item and a button named "Main Menu"; F10 opens the menu
        /// with Import…, Export…, Settings, Keyboard Shortcuts and About (Sync Now only
        /// with an account); About opens a dialog with the version. The notice bar's close
        /// button has a name too.
        @Test func mainMenuHoldsTheAppsCommands() async throws {
            try await TestSession.with { session in
                let window = try await AppWindow.open(in: session)
                let tree = try await window.accessibleTree()
                #expect(tree.contains { $0.role == "toggle button" && $0.name == "Main Menu" && $0.showing })
                #expect(tree.contains { $0.role == "push button" && $0.name == "New Item" && $0.showing })
                #expect(tree.contains { $0.role == "push button" && $0.name == "Close message" && $0.showing })
                #expect(!tree.contains { $0.role == "push button" && $0.name.isEmpty && $0.showing })
                try await window.press("F10")
                let entries = ["Import…", "Export…", "Settings", "Keyboard Shortcuts", "About Checklists"]
                var shown: [String] = []
                let opened = try await session.waitUntil(timeout: .seconds(5)) {
                    shown = try await window.accessibleTree().filter { $0.showing && $0.role != "label" }.map(\.name)
                    return entries.allSatisfy(shown.contains)
                }
                #expect(opened, "\(shown)")
                #expect(!shown.contains("Sync Now"))
                await window.screenshot("main-menu")
                try await window.activate(role: "push button", named: "About Checklists")
                #expect(try await window.focusWindow(named: "^About Checklists$"))
                let version = try ReleaseVersion.newest()
                let labels = try await window.visibleLabels()
                #expect(labels.contains(version), "\(labels)")
                #expect(labels.contains("Keep checklists and get reminded when items are due"), "\(labels)")
            }
        }

        /// Ctrl+? opens Keyboard Shortcuts, which lists the window's shortcuts.
        @Test func keyboardShortcutsOpenWithCtrlQuestionMark() async throws {
            try await TestSession.with { session in
                let window = try await AppWindow.open(in: session)
                try await window.press("ctrl+question")
                #expect(try await window.waitForWindow(named: "^Keyboard Shortcuts$") != nil)
                let labels = try await window.visibleLabels()
                for title in ["New item", "Search the items of every checklist", "Main menu", "Quit"] {
                    #expect(labels.contains(title), "\(labels)")
                }
            }
        }
    }
}
