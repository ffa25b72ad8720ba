import Foundation
import Testing

extension FaultTests {
    /// Bad input in the window: what is typed into the item dialog is refused with a message
    /// in the dialog or stored as typed, and text that looks like markup shows as typed.
    @Suite("Bad input: window")
    struct BadInputWindowTests {
        /// Text that Pango would take for markup.
        static let markup = #"<b>Bold</b> & <a href="file:///etc/passwd">x</a> &amp; <i"#

        /// In the New Item dialog: impossible and far-past due dates and a text over 1000
        /// characters keep the dialog open with a message saying what is wrong (a long due
        /// text quoted only in part) and store nothing; a text of markup is then stored and
        /// shown as typed; the app keeps running throughout.
        @Test func itemDialogRefusesBadInputAndKeepsMarkup() async throws {
            try await TestSession.with { session in
                let window = try await AppWindow.open(in: session)
                try await window.press("ctrl+n")
                #expect(try await window.focusWindow(named: "^New Item$"))
                try await window.type("Water the plants")

                for (due, message) in [
                    ("2026-02-30 10:00", "Cannot read \"2026-02-30 10:00\" as a date: \"2026-02-30\" is not a day"),
                    ("2026-13-01 10:00", "Cannot read \"2026-13-01 10:00\" as a date: \"2026-13-01\" is not a day"),
                    ("2026-12-01 24:61", "Cannot read \"2026-12-01 24:61\" as a date: \"24:61\" is not a time"),
                    ("2026-12-01 25:00", "Cannot read \"2026-12-01 25:00\" as a date: \"25:00\" is not a time"),
                    ("0001-01-01 10:00", "Cannot read \"0001-01-01 10:00\" as a date: dates must lie between"),
                    (
                        String(repeating: "9", count: 300),
                        "Cannot read \"\(String(repeating: "9", count: 40))…\" as a date"
                    ),
                ] {
                    // Alt+U reaches the due entry from the text entry; after a refused date
                    // the dialog puts the keyboard there itself.
                    if due.hasPrefix("2026-02-30") { try await window.press("alt+u") }
                    try await window.press("ctrl+a")
                    try await window.type(due)
                    try await window.press("Return")
                    let shown = try await session.waitUntil(timeout: .seconds(10)) {
                        try await window.visibleLabels().contains { $0.hasPrefix(message) }
                    }
                    let labels = try await window.visibleLabels()
                    #expect(shown, "\(due): \(labels)")
                }

                try await window.press("ctrl+a", "BackSpace", "alt+t", "ctrl+a")
                try await window.xdotool(["type", "--delay", "2", String(repeating: "y", count: 1_200)])
                try await window.press("Return")
                let tooLong = try await session.waitUntil(timeout: .seconds(10)) {
                    try await window.visibleLabels().contains { $0.contains("at most 1000 characters") }
                }
                let labels = try await window.visibleLabels()
                #expect(tooLong, "\(labels.map { $0.prefix(200) })")
                #expect(try await session.items().isEmpty)

                try await window.press("alt+t", "ctrl+a")
                try await window.type(Self.markup)
                try await window.press("Return")
                let closed = try await session.waitUntil(timeout: .seconds(10)) {
                    await !window.hasWindow(named: "^New Item$")
                }
                #expect(closed)
                #expect(try await session.items().map(\.text) == [Self.markup])
                let rows = try await window.itemRows()
                #expect(rows.map(\.name) == [Self.markup], "\(rows)")
                #expect(window.process?.isRunning == true)
            }
        }

        /// Items added from the command line with markup, entities, quotes, right-to-left
        /// and combining characters show in the window's rows exactly as typed.
        @Test func oddItemTextsShowAsTyped() async throws {
            try await TestSession.with { session in
                let texts = [
                    Self.markup, "Fish &amp; chips", #"Say "hi" to 'Bob'"#, "a/b\\c", "שלום עולם",
                    "e\u{301}te\u{301} 🍵",
                ]
                for text in texts {
                    let added = await session.run(["add", text])
                    try #require(added.status == 0, "\(added)")
                }
                let window = try await AppWindow.open(in: session)
                let rows = try await window.itemRows()
                #expect(Set(rows.map(\.name)) == Set(texts), "\(rows)")
                #expect(window.process?.isRunning == true)
            }
        }
    }
}
