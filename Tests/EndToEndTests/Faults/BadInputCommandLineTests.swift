import Foundation
import TestSupport
import Testing

extension FaultTests {
    /// Bad input at the command line: every bad argument of every verb is refused with
    /// status 2 and one short, printable line naming what was wrong, and nothing stored
    /// changes; odd but valid input is stored as given and listed intact.
    @Suite("Bad input: command line")
    struct BadInputCommandLineTests {
        /// A 100 KB line of text.
        static let huge = String(repeating: "x", count: 100_000)

        /// Malformed command lines (without the program name), each with a word its error
        /// message must contain.
        static let refused: [(arguments: [String], names: String)] = [
            (["notify", "--title", ""], "title"),
            (["notify", "--title", huge, "--in", "1d"], "title"),
            (["notify", "--title", "x", "--body", huge, "--in", "1d"], "body"),
            (["notify", "--title", "Tea\u{1}", "--in", "1d"], "title"),
            (["notify", "--title", "Tea\u{7}", "--in", "1d"], "title"),
            (["notify", "--title", "Tea\ttime", "--in", "1d"], "title"),
            (["notify", "--title", "Tea\nnow", "--in", "1d"], "title"),
            (["notify", "--title", "Tea\u{1b}[31m", "--in", "1d"], "title"),
            (["notify", "--title", "x", "--body", "bell\u{7}", "--in", "1d"], "body"),
            (["notify", "--title", "x", "--id", "", "--in", "1d"], "identifier"),
            (["notify", "--title", "x", "--id", String(repeating: "i", count: 256), "--in", "1d"], "identifier"),
            (["notify", "--title", "x", "--id", "a\u{1b}b", "--in", "1d"], "identifier"),
            (["notify", "--title", "x", "--id", "a\nb", "--in", "1d"], "identifier"),
            (["notify", "--title", "x", "--at", "2026-13-01 10:00"], "--at"),
            (["notify", "--title", "x", "--at", "2027-02-30 10:00"], "--at"),
            (["notify", "--title", "x", "--at", "2027-01-01 25:00"], "--at"),
            (["notify", "--title", "x", "--at", "2027-01-01 24:61"], "--at"),
            (["notify", "--title", "x", "--at", huge], "--at"),
            (["notify", "--title", "x", "--at", ""], "--at"),
            (["notify", "--title", "x", "--in", "0s"], "--in"),
            (["notify", "--title", "x", "--in", "-5s"], "--in"),
            (["notify", "--title", "x", "--in", "1000000000000s"], "--in"),
            (["notify", "--title", "x", "--in", "99999999999999999999999s"], "--in"),
            (["notify", "--title", "x", "--in", "1e12s"], "--in"),
            (["notify", "--title", "x", "--in", "0s", "--repeats"], "--in"),
            (["notify", "--title", "x", "--in", "5s", "--repeats"], "60 seconds"),
            (["notify", "--title", "x", "--in", huge], "--in"),
            (["notify", "--title", "x", "--match", "month=2,day=30"], "day"),
            (["notify", "--title", "x", "--match", "hour=24"], "hour"),
            (["notify", "--title", "x", "--match", "minute=-5"], "minute"),
            (["notify", "--title", "x", "--match", ""], "--match"),
            (["notify", "--title", "x", "--urgency", "loud\u{1b}[2J"], "urgency"),
            (["new-list", ""], "name"),
            (["new-list", huge], "name"),
            (["new-list", "Home\u{1b}[2J"], "name"),
            (["new-list", "Two\nlines"], "name"),
            (["add", ""], "text"),
            (["add", "   "], "text"),
            (["add", huge], "text"),
            (["add", "Milk\u{1}"], "text"),
            (["add", "Milk\u{7}"], "text"),
            (["add", "Milk\tand bread"], "text"),
            (["add", "Milk\nand bread"], "text"),
            (["add", "Milk\u{1b}[31m"], "text"),
            (["add", "Milk", "--list", ""], "name"),
            (["add", "Milk", "--list", "a\u{1}"], "name"),
            (["add", "Milk", "--due", "2026-02-30 10:00"], "--due"),
            (["add", "Milk", "--due", "2026-13-01 10:00"], "--due"),
            (["add", "Milk", "--due", "2026-12-01 24:61"], "--due"),
            (["add", "Milk", "--due", "2026-12-01 25:00"], "--due"),
            (["add", "Milk", "--due", ""], "--due"),
            (["add", "Milk", "--due", "0001-01-01 00:00"], "dates must lie between the years 1970 and 9999"),
            (["edit", "1", "--due", "1969-12-31 00:00"], "dates must lie between the years 1970 and 9999"),
            (["notify", "--title", "x", "--at", "0001-01-01 00:00"], "--at"),
            (["notify", "--title", "x", "--match", "year=10000"], "year"),
            (["notify", "--title", "x", "--match", "year=99999999999999999999"], "year"),
            (["add", "Milk", "--remind"], "--due"),
            (["edit", "1", "--text", ""], "text"),
            (["edit", "1", "--text", huge], "text"),
            (["edit", "1", "--text", "a\u{1b}b"], "text"),
            (["edit", "1", "--due", "2026-02-30 10:00"], "--due"),
            (["edit", "", "--text", "x"], "ID"),
            (["edit", "1/2", "--text", "x"], "ID"),
            (["edit", "-5", "--text", "x"], "-5"),
            (["edit", "99999999999999999999999", "--text", "x"], "ID"),
            (["edit", "424242", "--text", "x"], "424242"),
            (["check", ""], "ID"),
            (["check", "'1'"], "ID"),
            (["check", huge], "ID"),
            (["remove", "1 2"], "ID"),
            (["remove-list", ""], "name"),
            (["remove-list", "No such list"], "No such list"),
            (["rename-list", "Home", ""], "name"),
            (["daily-reminder", "on", "24:61"], "24:61"),
            (["daily-reminder", "on", "25:00"], "25:00"),
            (["daily-reminder", "on", ""], "time"),
            (["daily-reminder", "on", "-5:00"], "-5:00"),
            (["daily-reminder", "on", "20:30", "--title", huge], "title"),
            (["daily-reminder", "on", "20:30", "--title", "a\u{1b}b"], "title"),
        ]

        /// Each refused command exits 2 with one short printable line on standard error
        /// that names what was wrong; afterwards the pending requests, items, lists and
        /// daily reminder are as before, and remindd is the same process and answers.
        @Test func refusedInputChangesNothing() async throws {
            try await TestSession.with { session in
                let stored = try await StoredState.seed(in: session)
                let before = await stored.snapshot()
                let pid = try await session.daemonPID()

                for (arguments, names) in Self.refused {
                    let result = await session.run(arguments)
                    let shown = Self.shortened(arguments)
                    #expect(result.status == 2, "checklists \(shown): \(Self.shortened(result))")
                    #expect(result.errorLines.count == 1, "checklists \(shown): \(Self.shortened(result))")
                    #expect(result.stderr.hasPrefix("checklists: "), "checklists \(shown): \(Self.shortened(result))")
                    #expect(result.stderr.contains(names), "checklists \(shown): \(Self.shortened(result))")
                    #expect(result.stderr.utf8.count < 600, "checklists \(shown): \(Self.shortened(result))")
                    #expect(
                        !result.stderr.dropLast().unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F },
                        "checklists \(shown): \(Self.shortened(result))")
                    #expect(result.stdout.isEmpty, "checklists \(shown): \(Self.shortened(result))")
                }

                #expect(await stored.snapshot() == before)
                try await stored.expectDaemonAlive(pid: pid)
            }
        }

        /// Arguments that are not valid UTF-8 (raw bytes in argv) are refused with status 2,
        /// naming the argument, instead of being stored with replacement characters.
        @Test func invalidUTF8ArgumentsAreRefused() async throws {
            try await TestSession.with { session in
                let stored = try await StoredState.seed(in: session)
                let before = await stored.snapshot()
                let pid = try await session.daemonPID()
                // printf turns the octal escapes into raw bytes: 0xFF and a lone 0xC3 are never UTF-8.
                let commands = [
                    #"notify --title "$(printf 'Tea \377')" --in 1d"#,
                    #"notify --title Tea --body "$(printf 'half \303')" --in 1d"#,
                    #"notify --title Tea --id "$(printf 'id\376')" --in 1d"#,
                    #"add "$(printf 'Milk \377\376')""#,
                    #"new-list "$(printf 'List \300\200')""#,
                    #"daily-reminder on 20:30 --title "$(printf '\377')""#,
                ]
                for command in commands {
                    let result = await session.runTool(
                        "/bin/sh", ["-c", "exec \"$0\" \(command)", session.executables.checklists.path])
                    #expect(result.status == 2, "\(command): \(result)")
                    #expect(result.errorLines.count == 1, "\(command): \(result)")
                    #expect(result.stderr.contains("UTF-8"), "\(command): \(result)")
                }
                #expect(await stored.snapshot() == before)
                try await stored.expectDaemonAlive(pid: pid)
            }
        }

        /// Markup, entities, quotes, slashes and spaces are plain text: stored as given and
        /// listed unchanged, and an identifier with slashes and quotes cancels its request
        /// (unknown identifiers, the empty one included, are ignored as documented).
        @Test func oddButValidInputIsStoredAsGiven() async throws {
            try await TestSession.with { session in
                let identifier = #"a/b "quoted" c's d\e"#
                let title = #"<b>Bold</b> & <a href="file:///etc/passwd">x</a> &amp;"#
                let body = "line one\n\t<i>two</i> & \"three\""
                let longest = String(repeating: "é", count: 255)
                for arguments in [
                    ["notify", "--id", identifier, "--title", title, "--body", body, "--in", "1d"],
                    ["notify", "--id", longest, "--title", String(repeating: "t", count: 1_000), "--in", "1d"],
                    ["notify", "--id", "/", "--title", "Slash", "--at", "2099-02-28 23:59"],
                    ["notify", "--id", "leap", "--title", "Leap", "--at", "2028-02-29 00:00"],
                ] {
                    let result = await session.run(arguments)
                    #expect(result.status == 0, "\(Self.shortened(arguments)): \(Self.shortened(result))")
                    #expect(result.line == arguments[2], "\(Self.shortened(result))")
                }
                let pending = try await session.pending()
                let marked = pending.first { $0.id == identifier }
                #expect(marked?.title == title && marked?.body == body, "\(pending)")
                #expect(Set(pending.map(\.id)) == [identifier, longest, "/", "leap"], "\(pending.map(\.id))")

                let text = #"<b>Milk</b> & <a href="file:///etc/passwd">eggs</a> "2%" \n"#
                let list = #"Home/Garden "Q" <i>"#
                let added = await session.run(["add", text, "--list", list])
                #expect(added.status == 0, "\(added)")
                let items = try await session.items()
                #expect(items.map(\.text) == [text] && items.map(\.list) == [list], "\(items)")

                let cancelled = await session.run(["cancel", identifier, "/", "", "no such"])
                #expect(cancelled.status == 0, "\(cancelled)")
                #expect(try await session.pending().map(\.id).sorted() == [longest, "leap"].sorted())
            }
        }

        /// An item whose text is markup pops up at its due time (the next minute boundary,
        /// so up to 65 s) with the text as the body, escaped for dunst's body-markup, not
        /// interpreted: the link and the bold never reach the server as markup.
        @Test func markupItemReminderPopsUpAsText() async throws {
            try await TestSession.with { session in
                try await session.startNotificationServer()
                try #require(try await session.notificationServerCapabilities().contains("body-markup"))
                let due = ChecklistReminderTests.nextMinute(after: Date(), margin: 5)
                let text = #"<b>Call</b> <a href="file:///etc/passwd">Bob</a> & Alice"#
                let add = await session.run(["add", text, "--due", WallTime.text(due), "--remind"])
                try #require(add.status == 0, "\(add)")
                let wait = Duration.seconds(Int(due.timeIntervalSinceNow.rounded(.up)) + 15)
                let calls = try await session.waitForNotifyCalls(1, timeout: wait)
                try #require(calls.count == 1, "\(session.diagnostics)")
                #expect(calls[0].summary == "Reminder:")
                // A machine too busy to fire within a second adds the late popup's "Due …" line.
                let lines = calls[0].body.split(separator: "\n", omittingEmptySubsequences: false)
                #expect(
                    lines.first
                        == "&lt;b&gt;Call&lt;/b&gt; &lt;a href=&quot;file:///etc/passwd&quot;&gt;Bob&lt;/a&gt; &amp; Alice",
                    "\(calls[0].body)")
                #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("Due ") }, "\(calls[0].body)")
                #expect(try await session.items().map(\.text) == [text])
            }
        }

        /// A burst from the command line: 200 `notify` at the same time all succeed with
        /// their own identifiers, then one `cancel` with 10 000 identifiers (the 200 among
        /// unknown ones) removes exactly those; remindd stays the same process.
        @Test func burstOfCommandsAndOneHugeCancel() async throws {
            try await TestSession.with { session in
                let keep = await session.run(["notify", "--id", "keep", "--title", "Keep", "--in", "1d"])
                try #require(keep.status == 0, "\(keep)")
                let pid = try await session.daemonPID()
                let results = await withTaskGroup(of: CommandResult.self) { group in
                    for number in 0..<200 {
                        group.addTask {
                            await session.run([
                                "notify", "--id", "burst-\(number)", "--title", "Burst \(number)", "--in", "1d",
                            ])
                        }
                    }
                    return await group.reduce(into: []) { $0.append($1) }
                }
                let failed = results.filter { $0.status != 0 }
                #expect(failed.isEmpty, "\(failed.count) failed, first: \(failed.first.map(\.description) ?? "")")
                #expect(try await session.pending().count == 201)

                let identifiers = (0..<10_000).map { "burst-\($0)" }
                let cancelled = await session.run(["cancel"] + identifiers)
                #expect(cancelled.status == 0, "\(cancelled)")
                #expect(try await session.pending().map(\.id) == ["keep"])
                #expect(try await session.daemonPID() == pid)
            }
        }

        /// The arguments with long ones cut, for messages.
        static func shortened(_ arguments: [String]) -> [String] {
            arguments.map { $0.count > 80 ? "\($0.prefix(40))…(\($0.count) characters)" : $0 }
        }

        /// The result with long output cut, for messages.
        static func shortened(_ result: CommandResult) -> String {
            let text = result.description
            return text.count > 400 ? "\(text.prefix(400))…(\(text.count) characters)" : text
        }
    }
}
