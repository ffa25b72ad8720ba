import Foundation
import TestSupport
import Testing

extension DesktopTests {
    /// Import and export in the window: a file handed to the window's import (as a drop or
    /// the menu's chooser does) fills it and says so in the bar; Export… writes through the
    /// desktop's file chooser.
    @Suite("Window import and export")
    struct CalendarWindowTests {
        static let tasks = """
            BEGIN:VCALENDAR
            VERSION:2.0
            PRODID:-//Nextcloud Tasks v0.16.0
            X-WR-CALNAME:Household
            BEGIN:VTODO
            UID:rent-1
            SUMMARY:Pay rent
            DUE:20301231T100000Z
            LAST-MODIFIED:20261115T080000Z
            BEGIN:VALARM
            ACTION:DISPLAY
            TRIGGER;RELATED=END:-PT1H
            DESCRIPTION:Pay rent
            END:VALARM
            END:VTODO
            BEGIN:VTODO
            UID:plants-1
            SUMMARY:Water the plants
            END:VTODO
            BEGIN:VEVENT
            UID:dinner
            SUMMARY:Dinner
            DTSTART:20301211T190000Z
            END:VEVENT
            END:VCALENDAR
            """

        /// Activates the window's `win.ACTION` over the bus, as a menu or a drop does.
        private func activate(
            _ session: TestSession, _ action: String, _ parameter: String = "[]"
        ) async -> CommandResult {
            await session.gdbus(
                "org.checklists.Checklists", "/org/checklists/Checklists/window/1", "org.gtk.Actions.Activate",
                [action, parameter, "{}"])
        }

        /// A file imported in the window adds its items and their reminders, and the bar says
        /// what was added and skipped; a broken file changes nothing and the bar says why.
        @Test func importShowsTheResult() async throws {
            try await TestSession.with { session in
                let window = try await AppWindow.open(in: session)
                let file = session.files.path("tasks.ics")
                try Self.tasks.write(toFile: file, atomically: true, encoding: .utf8)
                let result = await activate(session, "import-file", "[<'\(file)'>]")
                #expect(result.status == 0, "\(result)")
                #expect(try await session.waitUntil { try await session.items().count == 2 })
                let said = "Imported “tasks.ics”: 2 items added, 0 updated, 1 skipped (1 events, which are not tasks)."
                let shown = try await session.waitUntil(timeout: .seconds(5)) {
                    try await window.visibleLabels().contains(said)
                }
                let labels = try await window.visibleLabels()
                #expect(shown, "\(labels)")
                #expect(labels.contains("Household"))
                #expect(try await session.pending().map(\.body) == ["Pay rent"])

                let broken = session.files.path("broken.ics")
                try "BEGIN:VCALENDAR\nBEGIN:VTODO\nSUMMARY:Half\n".write(
                    toFile: broken, atomically: true, encoding: .utf8)
                _ = await activate(session, "import-file", "[<'\(broken)'>]")
                let refused =
                    "“broken.ics” was not imported: line 3: the file ends inside VTODO, begun on line 2: it was cut short. Nothing was changed."
                let warned = try await session.waitUntil(timeout: .seconds(5)) {
                    try await window.visibleLabels().contains(refused)
                }
                let after = try await window.visibleLabels()
                #expect(warned, "\(after)")
                #expect(try await session.items().count == 2)
            }
        }

        /// Export… opens the file chooser; a name typed there and Enter write every checklist.
        @Test func exportThroughTheFileChooser() async throws {
            try await TestSession.with { session in
                let added = await session.run(["add", "Buy milk", "--list", "Groceries"])
                try #require(added.status == 0, "\(added)")
                let window = try await AppWindow.open(in: session)
                _ = await activate(session, "export")
                #expect(try await window.waitForWindow(named: "^Export Checklists$") != nil)
                let file = session.files.path("out.ics")
                #expect(try await window.focusWindow(named: "^Export Checklists$"))
                try await session.pause(.milliseconds(500))
                try await window.press("ctrl+a")
                try await window.type(file)
                try await window.press("Return")
                #expect(try await session.waitUntil { FileManager.default.fileExists(atPath: file) })
                let text = try String(contentsOfFile: file, encoding: .utf8)
                #expect(text.contains("X-WR-CALNAME:Groceries\r\n") && text.contains("SUMMARY:Buy milk\r\n"))
                let said = try await session.waitUntil(timeout: .seconds(5)) {
                    try await window.visibleLabels().contains("Exported every checklist to “out.ics”.")
                }
                #expect(said)
            }
        }
    }
}
