import Foundation
import TestSupport
import Testing

extension DesktopTests.WindowTests {
    /// Opens the New Item dialog and types `text` and, in the due field, `due`.
    private func newItem(_ window: AppWindow, _ text: String, due: String) async throws {
        try await window.press("ctrl+n")
        #expect(try await window.waitForWindow(named: "^New Item$") != nil)
        try await window.type(text)
        try await window.press("alt+u", "ctrl+a")
        try await window.type(due)
    }

    /// Waits until the Remind Me switch shows `on`, with Add Reminder showing exactly then.
    private func expectSwitch(_ window: AppWindow, on: Bool) async throws {
        let agrees = try await window.session.waitUntil(timeout: .seconds(10)) {
            let tree = try await window.accessibleTree()
            let remind = tree.first { $0.role == "toggle button" && $0.name == "Remind Me" && $0.showing }
            let add = tree.first { $0.name == "Add Reminder" }
            return remind?.checked == on && add?.showing == on
        }
        let tree = try await window.accessibleTree().filter { $0.showing }
        #expect(agrees, "Remind Me should be \(on ? "on" : "off"): \(tree)")
    }

    /// The reminder rows the dialog lists: the rows of its list named "Reminders".
    private func reminderRows(_ window: AppWindow) async throws -> [String] {
        let tree = try await window.accessibleTree()
        guard let list = tree.firstIndex(where: { $0.role == "list box" && $0.name == "Reminders" }) else { return [] }
        return tree[(list + 1)...].prefix { $0.depth > tree[list].depth }
            .filter { $0.role == "list item" && $0.showing && $0.depth == tree[list].depth + 1 }.map(\.name)
    }

    /// The next whole minute at least 40 seconds away, as typed and as a date.
    private static func nextMinute() -> (text: String, date: Date) {
        let start = Date().addingTimeInterval(40)
        let minute = Date(timeIntervalSince1970: (start.timeIntervalSince1970 / 60).rounded(.up) * 60)
        return (WallTime.text(minute), minute)
    }

    /// A new item starts with Remind Me off (no default reminders) and Add Reminder hidden; the
    /// switch, named "Remind Me" for a screen reader and labelled, goes on with Alt+M and lists a
    /// reminder at the due time; saved, remindd holds it and its popup reaches the notification
    /// server at its minute.
    @Test func remindMeOnANewItemPopsUpAtItsMinute() async throws {
        try await TestSession.with { session in
            try await session.startNotificationServer()
            let window = try await AppWindow.open(in: session)
            let due = Self.nextMinute()
            try await newItem(window, "Stretch your legs", due: due.text)
            try await expectSwitch(window, on: false)
            let tree = try await window.accessibleTree()
            #expect(tree.contains { $0.role == "toggle button" && $0.name == "Remind Me" && $0.labelled })
            try await window.press("alt+m")
            try await expectSwitch(window, on: true)
            #expect(try await reminderRows(window) == ["At the due time"])
            try await window.press("alt+t", "Return")

            #expect(try await session.waitUntil { try await session.items().first?.remind == true })
            let id = try #require(try await session.items().first?.id)
            let pending = try await session.pending()
            #expect(pending.map(\.id) == [String(id)])
            #expect(pending.first.flatMap { ListingEntries.date($0.nextTriggerDate) } == due.date)
            let row = try await window.itemRows().first?.name ?? ""
            #expect(row.hasSuffix(" · reminder on"), "\(row)")

            let seconds = due.date.timeIntervalSinceNow + 30
            let calls = try await session.waitForNotifyCalls(1, timeout: .seconds(Int(seconds)))
            let popup = try #require(calls.first { $0.body == "Stretch your legs" }, "\(session.diagnostics)")
            #expect(popup.summary == "Reminder:")
            #expect(popup.timestamp >= due.date.timeIntervalSince1970, "not before its minute")
            #expect(popup.timestamp < due.date.timeIntervalSince1970 + 10, "at its minute")
        }
    }

    /// Edit shows the switch on for an item with a reminder. A second reminder added, off and
    /// on again in the dialog brings both back; off saved cancels the reminders and the row no
    /// longer says "reminder on"; on again (Edit shows it off) schedules one at the due time.
    @Test func remindMeOffCancelsAndOnAgainSchedules() async throws {
        try await TestSession.with { session in
            let due = Date(timeIntervalSince1970: (Date().timeIntervalSince1970 / 60).rounded(.down) * 60 + 7_200)
            let added = await session.run(["add", "Pay rent", "--due", WallTime.text(due), "--remind"])
            try #require(added.status == 0, "\(added)")
            let id = try #require(try await session.items().first?.id)
            #expect(try await session.pending().map(\.id) == [String(id)])
            let window = try await AppWindow.open(in: session)

            try await window.press("alt+i", "Return")
            #expect(try await window.waitForWindow(named: "^Edit Item$") != nil)
            try await expectSwitch(window, on: true)
            try await window.press("alt+a", "h")
            #expect(
                try await session.waitUntil { try await reminderRows(window) == ["At the due time", "1 hour before"] })
            try await window.press("alt+m")
            try await expectSwitch(window, on: false)
            try await window.press("alt+m")
            try await expectSwitch(window, on: true)
            let rows = try await reminderRows(window)
            #expect(rows == ["At the due time", "1 hour before"], "\(rows)")
            try await window.press("alt+m")
            try await expectSwitch(window, on: false)
            try await window.press("alt+t", "Return")
            #expect(try await session.waitUntil { try await session.items().first?.remind == false })
            #expect(try await session.waitUntil { try await session.pending().isEmpty })
            let offRow = try await window.itemRows().first?.name ?? ""
            #expect(!offRow.contains("reminder"), "\(offRow)")

            try await window.press("alt+i", "Return")
            #expect(try await window.waitForWindow(named: "^Edit Item$") != nil)
            try await expectSwitch(window, on: false)
            try await window.press("alt+m")
            try await expectSwitch(window, on: true)
            #expect(try await reminderRows(window) == ["At the due time"])
            try await window.press("alt+t", "Return")
            #expect(try await session.waitUntil { try await session.pending().map(\.id) == [String(id)] })
            #expect(try await session.pending().first.flatMap { ListingEntries.date($0.nextTriggerDate) } == due)
            #expect(try await session.items().first?.remind == true)
        }
    }

    /// A due date in the past with Remind Me on is saved and schedules nothing; its row says it
    /// is overdue and not "reminder on".
    @Test func pastDueDateIsSavedAndSchedulesNothing() async throws {
        try await TestSession.with { session in
            let window = try await AppWindow.open(in: session)
            try await newItem(window, "Renew the passport", due: "2024-03-04 09:00")
            try await window.press("alt+m")
            try await expectSwitch(window, on: true)
            try await window.press("alt+t", "Return")
            #expect(try await session.waitUntil { try await session.items().first?.remind == true })
            try await session.pause(.milliseconds(500))
            #expect(try await session.pending().isEmpty)
            let row = try await window.itemRows().first?.name ?? ""
            #expect(row.hasSuffix(" · overdue") && !row.contains("reminder"), "\(row)")
        }
    }

    /// 30 February, in the form the window writes dates, keeps the dialog open with a sentence
    /// that names the day, and saves and schedules nothing.
    @Test func thirtyFebruaryKeepsTheDialogOpen() async throws {
        try await TestSession.with { session in
            // With a notification server, switching Remind Me on gives no warning that could
            // come after the refusal and take its place in the dialog.
            try await session.startNotificationServer()
            let window = try await AppWindow.open(in: session)
            try await newItem(window, "Pay the taxes", due: "30/02/2027, 10:00")
            try await window.press("alt+m")
            try await expectSwitch(window, on: true)
            try await window.press("Return")
            let message =
                "Cannot read \"30/02/2027, 10:00\" as a date: \"30/02/2027\" is not a day of the calendar."
            let said = try await session.waitUntil(timeout: .seconds(5)) {
                try await window.visibleLabels().filter { $0 == message }.count == 2
            }
            let labels = try await window.visibleLabels()
            #expect(said, "the line under Due and the dialog's message: \(labels)")
            #expect(await window.hasWindow(named: "^New Item$"))
            #expect(try await session.items().isEmpty)
            #expect(try await session.pending().isEmpty)
        }
    }

    /// The Repeat list follows a repeat typed in the due field as soon as it is read: Every week
    /// for "every tuesday 14:00", Custom… with the rule for "every 2 weeks on tue, thu", back to
    /// Never for a plain date; saved, the item keeps the typed rule.
    @Test func repeatFollowsTheTypedPhrase() async throws {
        try await TestSession.with { session in
            let window = try await AppWindow.open(in: session)
            try await newItem(window, "Team call", due: "every tuesday 14:00")
            #expect(try await repeatShows(window, "Every week"))
            try await window.press("ctrl+a")
            try await window.type("every 2 weeks on tue, thu")
            #expect(try await repeatShows(window, "Custom…"))
            let custom = try await window.accessibleTree().first { $0.name == "Custom repeat" }
            #expect(
                custom?.showing == true && custom?.text == "RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH",
                "\(String(describing: custom))")
            try await window.press("ctrl+a")
            try await window.type("tomorrow 9am")
            #expect(try await repeatShows(window, "Never"))
            try await window.press("ctrl+a")
            try await window.type("every tuesday 14:00")
            #expect(try await repeatShows(window, "Every week"))
            try await window.press("Return")
            #expect(try await session.waitUntil { try await session.items().count == 1 })
            let listing = await session.run(["items", "--json"])
            #expect(listing.stdout.contains("\"repeat\" : \"RRULE:FREQ=WEEKLY;BYDAY=TU\""), "\(listing)")
        }
    }

    /// Whether the Repeat list comes to show `choice`.
    private func repeatShows(_ window: AppWindow, _ choice: String) async throws -> Bool {
        let shown = try await window.session.waitUntil(timeout: .seconds(10)) {
            try await window.accessibleTree().contains { $0.role == "combo box" && $0.selected == choice }
        }
        if !shown {
            let combo = try await window.accessibleTree().first { $0.role == "combo box" }
            Issue.record("Repeat shows \(combo?.selected ?? "nothing"), not \(choice)")
        }
        return shown
    }

    /// In a 12-hour locale (en_US), the date a row shows, typed back into the dialog, is the same
    /// due date; so is the locale's numeric form with a 24-hour time.
    @Test func dateFromARowIsReadBack() async throws {
        try await TestSession.with { session in
            let due = Date(
                timeIntervalSince1970: (Date().timeIntervalSince1970 / 3_600).rounded(.down) * 3_600 + 2 * 86_400 + 3
                    * 3_600)
            let added = await session.run(["add", "Dentist", "--due", WallTime.text(due)])
            try #require(added.status == 0, "\(added)")
            let window = try await AppWindow.open(
                in: session, settings: ["LANG": "en_US.UTF-8", "LC_ALL": "en_US.UTF-8"])
            let row = try await window.itemRows().first?.name ?? ""
            let shown = try #require(row.split(separator: "\n").last.map { String($0.dropFirst("Due ".count)) })
            #expect(shown.hasSuffix("AM") || shown.hasSuffix("PM"), "a 12-hour clock: \(row)")

            try await newItem(window, "Floss", due: shown)
            try await window.press("Return")
            #expect(try await session.waitUntil { try await session.items().count == 2 })

            let numeric = DateFormatter()
            numeric.locale = Locale(identifier: "en_US_POSIX")
            numeric.dateFormat = "M/d/yyyy, HH:mm"
            try await newItem(window, "Brush", due: numeric.string(from: due))
            try await window.press("Return")
            #expect(try await session.waitUntil { try await session.items().count == 3 })
            let dues = try await session.items().map { $0.due.flatMap(ListingEntries.date) }
            #expect(dues == [due, due, due], "\(dues) for \(shown)")
        }
    }

    /// A screen reader's action on an item's box ticks it, and again unticks it; no dialog opens.
    @Test func tickingThroughTheAccessibilityAction() async throws {
        try await TestSession.with { session in
            let added = await session.run(["add", "Buy milk"])
            try #require(added.status == 0, "\(added)")
            let window = try await AppWindow.open(in: session)
            try await window.tick(itemStartingWith: "Buy milk")
            #expect(try await session.waitUntil { try await session.items().first?.checked == true })
            #expect(try await window.session.waitUntil { try await window.itemRows().first?.checked == true })
            #expect(await !window.hasWindow(named: "^Edit Item$"))
            try await window.tick(itemStartingWith: "Buy milk")
            #expect(try await session.waitUntil { try await session.items().first?.checked == false })
        }
    }

    /// "Wake the computer" shows with the reminders, named for a screen reader; ticked (Alt+W)
    /// and saved, the item's reminder asks remindd to wake the computer, which arms its alarm.
    @Test func wakeTheComputerForAnItemsReminder() async throws {
        try await TestSession.with { session in
            let window = try await AppWindow.open(in: session)
            try await newItem(window, "Take the pills", due: "in 2 hours")
            let hidden = try await window.accessibleTree().first { $0.name == "Wake the computer" }
            #expect(hidden?.showing != true, "\(String(describing: hidden))")
            try await window.press("alt+m")
            try await expectSwitch(window, on: true)
            let wake = try #require(try await window.accessibleTree().first { $0.name == "Wake the computer" })
            #expect(wake.role == "check box" && wake.showing && wake.checked == false, "\(wake)")
            try await window.press("alt+w")
            try await window.press("alt+t", "Return")
            #expect(try await session.waitUntil { try await session.items().first?.wake == true })
            let pending = await session.callRemindd("GetPending", ["org.checklists.Checklists"])
            #expect(pending.stdout.contains("'wake-system': <true>"), "\(pending)")
        }
    }

    /// A new item's due time is kept in the user's zone; "Keep this time of day wherever I
    /// am" (Alt+K) lets it float, its reminder then in no zone; opened again, the box says so.
    @Test func keepTheTimeOfDayWhereverIAm() async throws {
        try await TestSession.with(environment: ["TZ": "Europe/Berlin"]) { session in
            let window = try await AppWindow.open(in: session)
            try await newItem(window, "Call home", due: "tomorrow 9:00")
            let box = try #require(
                try await window.accessibleTree().first { $0.name == "Keep this time of day wherever I am" })
            #expect(box.role == "check box" && box.showing && box.checked == false, "\(box)")
            try await window.press("alt+t", "Return")
            #expect(try await session.waitUntil { try await session.items().first?.zone == "Europe/Berlin" })

            try await newItem(window, "Take the pills", due: "tomorrow 8:00")
            try await window.press("alt+k")
            try await window.press("alt+m")
            try await expectSwitch(window, on: true)
            try await window.press("alt+t", "Return")
            let floating = try await session.waitUntil {
                try await session.items().contains { $0.text == "Take the pills" && $0.zone == nil && $0.remind }
            }
            let items = try await session.items()
            #expect(floating, "\(items)")
            let pending = await session.callRemindd("GetPending", ["org.checklists.Checklists"])
            #expect(!pending.stdout.contains("Europe/Berlin"), "a floating reminder names no zone: \(pending)")
        }
    }

    /// "Remind again every N minutes until I respond" shows with Remind Me; ticked, with 10
    /// in its minutes, the item nags every 600 s and remindd is asked to repeat its popup.
    @Test func remindAgainUntilIRespond() async throws {
        try await TestSession.with { session in
            let window = try await AppWindow.open(in: session)
            try await newItem(window, "Take the pills", due: "in 2 hours")
            let hidden = try await window.accessibleTree().first { $0.name == "Remind again every" }
            #expect(hidden?.showing != true, "\(String(describing: hidden))")
            try await window.press("alt+m")
            try await expectSwitch(window, on: true)
            let nag = try #require(try await window.accessibleTree().first { $0.name == "Remind again every" })
            #expect(nag.role == "check box" && nag.showing && nag.checked == false, "\(nag)")
            let minutes = try await window.accessibleTree().first { $0.name == "Minutes between reminders" }
            #expect(minutes?.showing == true, "\(String(describing: minutes))")
            try await window.press("alt+g")
            try await window.press("alt+t", "Return")
            #expect(try await session.waitUntil { try await session.items().first?.nag == 600 })
            let pending = await session.callRemindd("GetPending", ["org.checklists.Checklists"])
            #expect(pending.stdout.contains("'repeat-interval': <600.0>"), "\(pending)")
            #expect(pending.stdout.contains("'repeat-count': <0>"), "\(pending)")
        }
    }

    /// "Ring until I respond" shows with Remind Me, named for a screen reader; ticked (Alt+P)
    /// and saved, the item rings and remindd is asked to loop its reminder's sound; opened
    /// again, the box is ticked.
    @Test func ringUntilIRespond() async throws {
        try await TestSession.with { session in
            let window = try await AppWindow.open(in: session)
            try await newItem(window, "Wake up", due: "in 2 hours")
            let hidden = try await window.accessibleTree().first { $0.name == "Ring until I respond" }
            #expect(hidden?.showing != true, "\(String(describing: hidden))")
            try await window.press("alt+m")
            try await expectSwitch(window, on: true)
            let ring = try #require(try await window.accessibleTree().first { $0.name == "Ring until I respond" })
            #expect(ring.role == "check box" && ring.showing && ring.checked == false, "\(ring)")
            try await window.press("alt+p")
            try await window.press("alt+t", "Return")
            #expect(try await session.waitUntil { try await session.items().first?.ring == true })
            let pending = await session.callRemindd("GetPending", ["org.checklists.Checklists"])
            #expect(pending.stdout.contains("'sound-loop': <true>"), "\(pending)")
        }
    }
}
