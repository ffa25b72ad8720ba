import Foundation
import TestSupport
import Testing

extension DesktopTests {
    /// Search and the smart lists gather items from every checklist; what is done there
    /// reaches the item as it would in its checklist.
    @Suite("Window search and smart lists")
    struct WindowSmartListTests {
        private func add(_ session: TestSession, _ arguments: [String]) async throws {
            let added = await session.run(["add"] + arguments)
            try #require(added.status == 0, "\(added)")
        }

        /// Ctrl+F and a word of another checklist's item's notes show that item, with its
        /// checklist's name; Escape shows the selected checklist again.
        @Test func searchFindsItemsOfEveryChecklist() async throws {
            try await TestSession.with { session in
                try await add(session, ["Buy milk", "--list", "Groceries"])
                try await add(session, ["Passport", "--list", "Trip", "--notes", "Renew at the town hall"])
                let window = try await AppWindow.open(in: session)
                #expect(try await window.itemRows().map(\.name) == ["Buy milk"])
                try await window.press("ctrl+f")
                try await window.type("town")
                var rows: [String] = []
                let found = try await session.waitUntil(timeout: .seconds(5)) {
                    rows = try await window.itemRows().map(\.name)
                    return rows == ["Passport\nTrip · notes"]
                }
                #expect(found, "\(rows)")
                await window.screenshot("search")
                try await window.press("Escape")
                let back = try await session.waitUntil(timeout: .seconds(5)) {
                    try await window.itemRows().map(\.name) == ["Buy milk"]
                }
                #expect(back)
            }
        }

        /// Today counts an item overdue since last week in another checklist, shows it with
        /// its checklist's name, and Space there ticks it: the item is checked, the row stays
        /// ticked and the count goes down.
        @Test func todayShowsOverdueItemsAndTicksThem() async throws {
            try await TestSession.with { session in
                let lastWeek = WallTime.text(Date().addingTimeInterval(-6 * 86_400))
                let inThreeDays = WallTime.text(Date().addingTimeInterval(3 * 86_400))
                try await add(session, ["Buy milk", "--list", "Groceries"])
                try await add(session, ["Pay rent", "--list", "Bills", "--due", lastWeek])
                try await add(session, ["Water the plants", "--list", "Home", "--due", inThreeDays])
                let window = try await AppWindow.open(in: session)
                let rows = try await window.accessibleTree().filter { $0.role == "list item" && $0.showing }.map(\.name)
                #expect(Array(rows.prefix(2)) == ["Today, 1 item to do", "Upcoming, 1 item to do"], "\(rows)")
                try await window.press("alt+h", "Home")
                var shown: [(name: String, checked: Bool)] = []
                let listed = try await session.waitUntil(timeout: .seconds(5)) {
                    shown = try await window.itemRows()
                    return shown.count == 1 && shown[0].name.hasPrefix("Pay rent\nBills · Due ")
                        && shown[0].name.hasSuffix(" · overdue")
                }
                #expect(listed, "\(shown)")
                await window.screenshot("today")
                try await window.press("alt+i", "space")
                #expect(
                    try await session.waitUntil {
                        try await session.items().first { $0.text == "Pay rent" }?.checked == true
                    })
                let ticked = try await session.waitUntil(timeout: .seconds(5)) {
                    let labels = try await window.accessibleTree().filter { $0.role == "list item" }.map(\.name)
                    let rows = try await window.itemRows()
                    return labels.first == "Today, 0 items to do" && rows.count == 1 && rows[0].checked
                }
                #expect(ticked)
                #expect(try await session.items().filter(\.checked).map(\.text) == ["Pay rent"])
            }
        }
    }
}
