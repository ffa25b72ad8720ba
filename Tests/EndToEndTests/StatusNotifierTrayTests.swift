import Foundation
import TestSupport
import Testing

extension DesktopTests {
    /// The tray icon as a StatusNotifierItem, with a real host: Debian's
    /// `status-notifier-watcher` and `gtk-sni-tray-standalone` on the test's bus and display.
    @Suite("Tray: StatusNotifierItem")
    struct StatusNotifierTrayTests {
        /// The item's object path (libayatana-appindicator's, from the app's identifier).
        private static let itemPath = "/org/ayatana/NotificationItem/org_checklists_Checklists"

        /// The app started in the background registers its item with the watcher; the host
        /// shows its title and icon, which follow an overdue item added from the command
        /// line; its menu is exported over dbusmenu, every entry labelled, and "Show
        /// Checklists" clicked there opens the window.
        @Test func itemRegistersUpdatesAndItsMenuOpensTheWindow() async throws {
            try await TestSession.with { session in
                let later = await session.run([
                    "add", "Later", "--due", WallTime.text(Date().addingTimeInterval(30 * 3600)),
                ])
                try #require(later.status == 0, "\(later)")
                let display = try await AppWindow.newDisplay(in: session)
                let host = try await StatusNotifierHost.start(in: session, display: display)
                let app = try await AppWindow.open(in: session, display: display, arguments: ["--background"])

                let registered = try await session.waitUntil(timeout: .seconds(20)) {
                    await host.item(at: Self.itemPath) != nil
                }
                try #require(registered, "the item never registered: \(session.diagnostics)")
                let item = try #require(await host.item(at: Self.itemPath))
                #expect(item.string("Title") == "Checklists: Nothing due today", "\(item.properties)")
                #expect(item.string("IconName") == "org.checklists.Checklists-symbolic", "\(item.properties)")
                #expect(item.string("Status") == "Active")
                #expect(await app.windows(titled: "Checklists").isEmpty)

                let late = await session.run(["add", "Late", "--due", WallTime.text(Date().addingTimeInterval(-3600))])
                try #require(late.status == 0, "\(late)")
                let marked = try await session.waitUntil(timeout: .seconds(20)) {
                    await host.item(at: Self.itemPath)?.string("Title") == "Checklists: 1 due today, 1 overdue"
                }
                let updated = try #require(await host.item(at: Self.itemPath))
                #expect(marked, "\(updated.properties)")
                #expect(updated.string("IconName") == "org.checklists.Checklists-overdue-symbolic")
                await app.screenshot("sni-tray")

                let menu = await host.menu(of: updated)
                #expect(await host.unlabelledEntries(of: updated).isEmpty, "\(menu)")
                #expect(menu.map(\.label).contains { $0.hasPrefix("Late — ") }, "\(menu)")
                let show = try #require(menu.first { $0.label == "_Show Checklists" }, "\(menu)")
                #expect(await host.click(show.id, of: updated))
                #expect(try await session.waitUntil { await app.windows(titled: "Checklists").count == 1 })
            }
        }
    }
}
