import Foundation
import TestSupport
import Testing

extension DesktopTests {
    /// Checklists keeps its dock badge at the number of overdue items.
    @Suite("Badge")
    struct BadgeTests {
        /// The app clears its badge at start (nothing overdue), and sets it to 1 from its own
        /// object path once an item's due time passes, with the window left alone.
        @Test func itemBecomingOverdueSetsTheBadge() async throws {
            try await TestSession.with { session in
                try await session.startLauncherMonitor()
                // Due dates come to the minute: the next full minute at least 5 s away.
                let now = Date().timeIntervalSince1970
                let due = Date(timeIntervalSince1970: ((now + 5) / 60).rounded(.up) * 60)
                let add = await session.run(["add", "Soon", "--due", WallTime.text(due)])
                try #require(add.status == 0, "\(add)")
                _ = try await AppWindow.open(in: session)
                let fromApp = { (update: LauncherUpdate) in update.path == "/org/checklists/Checklists" }
                let first = try await session.waitForLauncherUpdate { fromApp($0) }.filter(fromApp)
                #expect(first.first?.count == 0)
                #expect(first.first?.countVisible == false)
                let later = try await session.waitForLauncherUpdate(timeout: .seconds(90)) {
                    fromApp($0) && $0.count == 1
                }
                let app = later.filter(fromApp)
                #expect(app.map(\.count) == [0, 1])
                #expect(app.last?.countVisible == true)
                #expect(app.last?.appURI == "application://org.checklists.Checklists.desktop")
            }
        }
    }
}
