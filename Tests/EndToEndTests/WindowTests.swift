import Foundation
import TestSupport
import Testing

extension DesktopTests {
    /// The Checklists window under Xvfb, driven with real keystrokes: what the user does there
    /// reaches the app's data and remindd's pending list.
    @Suite("Window")
    struct WindowTests {
        /// A local due time two hours ahead, to the minute, as typed: "2026-12-24 18:30".
        private static func dueText(hoursAhead: Double = 2) -> (text: String, date: Date) {
            let text = WallTime.text(Date().addingTimeInterval(hoursAhead * 3600))
            return (text, WallTime.date(text) ?? Date())
        }

        /// Ctrl+N, the text, a typed due date, Remind Me (a reminder at the due time) and Enter add an item whose reminder
        /// remindd then holds: identifier the item's ID, title "Reminder:", body the text.
        @Test func addItemWithReminder() async throws {
            try await TestSession.with { session in
                let window = try await AppWindow.open(in: session)
                let due = Self.dueText()
                try await window.press("ctrl+n")
                #expect(try await window.waitForWindow(named: "^New Item$") != nil)
                try await window.type("Water the plants")
                try await window.press("alt+u", "ctrl+a")
                try await window.type(due.text)
                try await window.press("alt+m", "alt+t", "Return")
                #expect(try await session.waitUntil { try await session.items().count == 1 })
                let item = try #require(try await session.items().first)
                #expect(item.text == "Water the plants" && item.remind && !item.checked)
                // The window asks remindd from a worker thread once the item is stored.
                #expect(try await session.waitUntil { try await !session.pending().isEmpty })
                let pending = try await session.pending()
                #expect(pending.map(\.id) == [String(item.id)])
                #expect(pending.first?.title == "Reminder:")
                #expect(pending.first?.body == "Water the plants")
                let next = pending.first.flatMap { ISO8601DateFormatter().date(from: $0.nextTriggerDate) }
                #expect(next == due.date)
                #expect(await !window.hasWindow(named: "^New Item$"))
            }
        }

        /// Enter on an item opens it; a new text replaces the old one and its reminder's body.
        @Test func editItem() async throws {
            try await TestSession.with { session in
                let due = Self.dueText()
                let added = await session.run(["add", "Call Anna", "--due", due.text, "--remind"])
                try #require(added.status == 0, "\(added)")
                let window = try await AppWindow.open(in: session)
                try await window.press("alt+i", "Return")
                #expect(try await window.waitForWindow(named: "^Edit Item$") != nil)
                try await window.press("ctrl+a")
                try await window.type("Call Anna back")
                try await window.press("Return")
                #expect(try await session.waitUntil { try await session.items().first?.text == "Call Anna back" })
                #expect(try await session.pending().map(\.body) == ["Call Anna back"])
            }
        }

        /// Delete removes the item and cancels its reminder; Undo brings both back.
        @Test func deleteItemAndUndo() async throws {
            try await TestSession.with { session in
                let added = await session.run(["add", "Pay rent", "--due", Self.dueText().text, "--remind"])
                try #require(added.status == 0, "\(added)")
                let window = try await AppWindow.open(in: session)
                try await window.press("alt+i", "Delete")
                #expect(try await session.waitUntil { try await session.items().isEmpty })
                #expect(try await session.pending().isEmpty)
                try await window.press("alt+u")
                #expect(try await session.waitUntil { try await session.items().map(\.text) == ["Pay rent"] })
                #expect(try await session.pending().map(\.body) == ["Pay rent"])
            }
        }

        /// Deleting a checklist asks first, then removes its items and cancels every reminder.
        @Test func deleteChecklist() async throws {
            try await TestSession.with { session in
                for text in ["Passport", "Tickets"] {
                    let added = await session.run([
                        "add", text, "--list", "Trip", "--due", Self.dueText().text, "--remind",
                    ])
                    try #require(added.status == 0, "\(added)")
                }
                #expect(try await session.pending().count == 2)
                let window = try await AppWindow.open(in: session)
                try await window.press("alt+l")
                #expect(try await window.waitForWindow(named: "^Delete “Trip”\\?$") != nil)
                try await window.press("alt+d")
                #expect(try await session.waitUntil { try await !session.listNames().contains("Trip") })
                #expect(try await session.items().isEmpty)
                #expect(try await session.pending().isEmpty)
            }
        }

        /// An unreadable date keeps the dialog open and saves nothing; Escape closes it.
        @Test func unreadableDateKeepsTheDialogOpen() async throws {
            try await TestSession.with { session in
                let window = try await AppWindow.open(in: session)
                try await Self.typeAnUnreadableDate(in: window)
                #expect(await window.hasWindow(named: "^New Item$"))
                #expect(try await session.items().isEmpty)
                await window.screenshot("unreadable-date")
                try await window.press("Escape")
                #expect(try await session.waitUntil { await !window.hasWindow(named: "^New Item$") })
                #expect(try await session.items().isEmpty)
            }
        }

        /// Ctrl+N, "Feed the cat" due "next tuesday-ish", Enter; then waits for the dialog to
        /// say it cannot read the date.
        static func typeAnUnreadableDate(in window: AppWindow) async throws {
            try await window.press("ctrl+n")
            #expect(try await window.waitForWindow(named: "^New Item$") != nil)
            try await window.type("Feed the cat")
            try await window.press("alt+u", "ctrl+a")
            try await window.type("next tuesday-ish")
            try await window.press("Return")
            try await window.session.pause(.milliseconds(700))
        }

        /// A second launch brings the running window forward instead of opening another, and
        /// Ctrl+Q quits.
        @Test func singleInstanceAndQuit() async throws {
            try await TestSession.with { session in
                let window = try await AppWindow.open(in: session)
                let before = await window.windows(titled: "Checklists")
                #expect(before.count == 1)
                let second = await session.runTool(
                    session.executables.checklists.path, [], settings: ["DISPLAY": window.display],
                    timeout: .seconds(30))
                #expect(second.status == 0, "\(second)")
                try await session.pause(.milliseconds(500))
                #expect(await window.windows(titled: "Checklists") == before)
                try await window.xdotool(["windowfocus", "--sync", window.windowID])
                try await window.press("ctrl+q")
                #expect(await window.process?.waitForExit(timeout: .seconds(10)) == 0)
            }
        }
    }
}
