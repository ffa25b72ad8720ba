import Foundation
import TestSupport
import Testing

extension FaultTests {
    /// Bad input on the D-Bus API: every bad argument gets an error reply whose message says
    /// what was wrong, nothing stored changes, and remindd stays the same running process;
    /// odd but valid requests are stored and shown intact; 10 000 requests at once are fine.
    @Suite("Bad input: D-Bus API")
    struct BadInputBusTests {
        /// The app whose requests `checklists pending` lists.
        static let app = "org.checklists.Checklists"

        /// An `Add` request in GVariant text with `entries` after the identifier "bad".
        static func add(_ entries: String) -> (String, [String]) {
            ("Add", [app, "{'identifier': <'bad'>, \(entries)}"])
        }

        /// Refused calls (method, arguments in GVariant text) and a part of the message
        /// their error reply must hold.
        static let refused: [(call: (String, [String]), says: String)] = [
            (add("'title': <42>"), "title must have type s, not i"),
            (add("'title': <'t'>, 'body': <['a']>"), "body must have type s, not as"),
            (add("'title': <'t'>, 'trigger': <('interval', 5)>"), "unsupported type"),
            (add("'title': <'t'>, 'colour': <'red'>"), "unknown key \"colour\""),
            (("Add", [app, "{'title': <'no identifier'>}"]), "no identifier"),
            (("Add", [app, "{'identifier': <''>, 'title': <'t'>}"]), "identifier is empty"),
            (
                ("Add", [app, "{'identifier': <'\(String(repeating: "i", count: 256))'>, 'title': <'t'>}"]),
                "identifier"
            ),
            (("Add", [app, "{'identifier': <'a\\u001bb'>, 'title': <'t'>}"]), "control character"),
            (add("'title': <''>"), "needs a title or a body"),
            (add("'title': <'\(String(repeating: "x", count: 100_000))'>"), "title is longer"),
            (add("'title': <'t'>, 'body': <'\(String(repeating: "x", count: 100_000))'>"), "body is longer"),
            (add("'title': <'Tea\\u0001'>"), "title contains a control character"),
            (add("'title': <'Tea\\u0007'>"), "title contains a control character"),
            (add("'title': <'Tea\\ttime'>"), "title contains a control character"),
            (add("'title': <'Tea\\nnow'>"), "title contains a control character"),
            (add("'title': <'t'>, 'body': <'esc\\u001b[2J'>"), "body contains a control character"),
            (add("'title': <'t'>, 'trigger': <'interval'>, 'interval': <0.0>"), "time interval"),
            (add("'title': <'t'>, 'trigger': <'interval'>, 'interval': <-5.0>"), "time interval"),
            (add("'title': <'t'>, 'trigger': <'interval'>, 'interval': <1e12>"), "time interval"),
            (add("'title': <'t'>, 'trigger': <'interval'>, 'interval': <inf>"), "time interval"),
            (add("'title': <'t'>, 'trigger': <'interval'>, 'interval': <nan>"), "time interval"),
            (add("'title': <'t'>, 'trigger': <'interval'>, 'interval': <5.0>, 'repeats': <true>"), "60 seconds"),
            (add("'title': <'t'>, 'trigger': <'interval'>"), "needs interval"),
            (add("'title': <'t'>, 'trigger': <'never'>"), "trigger must be"),
            (add("'title': <'t'>, 'trigger': <'calendar'>, 'calendar': <{'month': 13}>"), "month=13"),
            (add("'title': <'t'>, 'trigger': <'calendar'>, 'calendar': <{'month': 2, 'day': 30}>"), "day=30"),
            (add("'title': <'t'>, 'trigger': <'calendar'>, 'calendar': <{'hour': 25}>"), "hour=25"),
            (add("'title': <'t'>, 'trigger': <'calendar'>, 'calendar': <{'hour': 24, 'minute': 61}>"), "out of range"),
            (add("'title': <'t'>, 'trigger': <'calendar'>, 'calendar': <{'year': -5}>"), "year=-5"),
            (add("'title': <'t'>, 'trigger': <'calendar'>, 'calendar': <{'hour': 'x'}>"), "calendar"),
            (
                add("'title': <'t'>, 'trigger': <'calendar'>, 'calendar': <{'hour': 9}>, 'time-zone': <'Mars/Base'>"),
                "time zone"
            ),
            (add("'title': <'t'>, 'lateness-limit': <nan>"), "lateness limit"),
            (add("'title': <'t'>, 'lateness-limit': <-5.0>"), "lateness limit"),
            (add("'title': <'t'>, 'sound-name': <''>"), "sound name"),
            (add("'title': <'t'>, 'priority': <'loud'>"), "priority must be low, normal, high or urgent"),
            (add("'title': <'t'>, 'priority': <'low'>, 'interruption-level': <'critical'>"), "disagree"),
            (add("'title': <'t'>, 'display-hint': <['sideways']>"), "display-hint must hold only"),
            (add("'title': <'t'>, 'display-hint': <['transient', 'tray']>"), "cannot be given together"),
            (add("'title': <'t'>, 'display-hint': <'transient'>"), "display-hint must have type as"),
            (add("'title': <'t'>, 'notification-category': <'reminder'>"), "notification-category must be"),
            (add("'title': <'t'>, 'sound': <'bell.oga'>"), "sound \"bell.oga\" must be"),
            (add("'title': <'t'>, 'sound': <'/nonexistent/bell.oga'>"), "does not exist"),
            (add("'title': <'t'>, 'sound': <'/tmp'>"), "is a folder"),
            (add("'title': <'t'>, 'sound': <'silent'>, 'sound-name': <'bell'>"), "cannot be given together"),
            (
                (
                    "SetCategories",
                    [
                        app,
                        "[{'identifier': <'c'>, 'action-ids': <['a']>, 'action-titles': <['A']>, 'action-purposes': <{'a': 'sing'}>}]",
                    ]
                ), "purpose"
            ),
            (("Add", ["", "{'identifier': <'x'>, 'title': <'t'>}"]), "app"),
            (("Add", ["a\\u0007b", "{'identifier': <'x'>, 'title': <'t'>}"]), "app identifier"),
            (
                (
                    "AddMany",
                    [app, "[{'identifier': <'good'>, 'title': <'t'>}, {'identifier': <'bad'>, 'title': <42>}]"]
                ), "title"
            ),
            (add("'title': <'t'>, 'trigger': <'interval'>, 'interval': <1e300>"), "time interval"),
            (add("'title': <'t'>, 'trigger': <'interval'>, 'interval': <-inf>"), "time interval"),
            (add("'title': <'t'>, 'trigger': <'calendar'>, 'calendar': <{'year': 10000}>"), "year=10000"),
            (add("'title': <'t'>, 'lateness-limit': <1e300>"), "lateness limit"),
            (add("'title': <'t'>, 'lateness-limit': <inf>"), "lateness limit"),
            (("Pause", ["1e20"]), "until must be 0 or a time"),
            (("Pause", ["1e300"]), "until must be 0 or a time"),
            (("Pause", ["--", "-1e20"]), "until must be 0 or a time"),
            (("Pause", ["--", "-1e300"]), "until must be 0 or a time"),
            (("Pause", ["nan"]), "until"),
            (("Pause", ["inf"]), "until"),
            (("Pause", ["--", "-inf"]), "until"),
        ]

        /// Each refused call gets org.checklists.Remindd.Error.InvalidArgument with a message
        /// naming the fault; afterwards the stored data is as before, and remindd is the same
        /// process and answers.
        @Test func refusedCallsChangeNothing() async throws {
            try await TestSession.with { session in
                let stored = try await StoredState.seed(in: session)
                let before = await stored.snapshot()
                let pid = try await session.daemonPID()
                for (call, says) in Self.refused {
                    let result = await session.callRemindd(call.0, call.1)
                    let shown = "\(call.0) \(call.1.map { $0.prefix(120) })"
                    #expect(result.status != 0, "\(shown): \(result)")
                    #expect(
                        result.stderr.contains("org.checklists.Remindd.Error.InvalidArgument"), "\(shown): \(result)")
                    #expect(result.stderr.contains(says), "\(shown): \(result.stderr.prefix(400))")
                }
                #expect(try await session.pausedUntil() == 0)
                #expect(await stored.snapshot() == before)
                try await stored.expectDaemonAlive(pid: pid)
            }
        }

        /// A call whose arguments have the wrong D-Bus types, sent without introspection by
        /// dbus-send, gets an error reply naming the expected signature; a string that is not
        /// UTF-8 is refused by the bus itself (it drops the sender's connection), while the
        /// same message with a valid title is answered: remindd survives both.
        @Test func wrongSignaturesAndInvalidUTF8() async throws {
            try await TestSession.with { session in
                let stored = try await StoredState.seed(in: session)
                let before = await stored.snapshot()
                let pid = try await session.daemonPID()
                let wrong = await session.runTool(
                    "dbus-send",
                    [
                        "--session", "--print-reply", "--dest=org.checklists.Remindd", "/org/checklists/Remindd",
                        "org.checklists.Remindd1.Add", "string:\(Self.app)", "int32:42",
                    ])
                #expect(wrong.status != 0, "\(wrong)")
                #expect(wrong.stderr.contains("(sa{sv})"), "\(wrong)")

                let invalid = await Self.rawAdd(session, title: Data([0x54, 0x65, 0x61, 0x20, 0xFF, 0xFE]))
                // The bus drops the connection without any answer to Add (whether Hello's reply
                // is read before that is a race).
                #expect(
                    invalid.stdout.hasSuffix("errors 0 closed yes\n") && !invalid.stdout.contains("returns 2"),
                    "\(invalid)")
                #expect(await stored.snapshot() == before)
                try await stored.expectDaemonAlive(pid: pid)

                let valid = await Self.rawAdd(session, title: Data("Tea é".utf8))
                #expect(valid.stdout == "returns 2 errors 0 closed no\n", "\(valid)")
                #expect(try await session.pending().contains { $0.id == "raw" && $0.title == "Tea é" })
                try await stored.expectDaemonAlive(pid: pid)
            }
        }

        /// Identifiers with slashes, quotes and spaces, titles with markup and bodies with
        /// line breaks and tabs are stored as given; one immediate request with markup in
        /// its title and body reaches dunst with the title as is and the body escaped; an app
        /// identifier with a slash and a space is an app like any other (remindd only skips
        /// handing such an app its responses, as it is no bus name).
        @Test func oddButValidRequestsAreShownIntact() async throws {
            try await TestSession.with { session in
                try await session.startNotificationServer()
                let identifier = #"a/b \"q\" c\'s"#
                let title = #"<b>Tea</b> & <a href=\"file:///etc/passwd\">x</a>"#
                let added = await session.addRequest(
                    app: Self.app,
                    "{'identifier': <'\(identifier)'>, 'title': <'\(title)'>, 'body': <'one\\n\\ttwo &amp;'>, "
                        + "'trigger': <'interval'>, 'interval': <86400.0>}")
                #expect(added.status == 0, "\(added)")
                let pending = try await session.pending()
                #expect(pending.map(\.id) == [#"a/b "q" c's"#], "\(pending)")
                #expect(pending.first?.title == #"<b>Tea</b> & <a href="file:///etc/passwd">x</a>"#)
                #expect(pending.first?.body == "one\n\ttwo &amp;")

                let now = await session.addRequest(
                    app: Self.app, "{'identifier': <'now'>, 'title': <'\(title)'>, 'body': <'<u>under</u> & over'>}")
                #expect(now.status == 0, "\(now)")
                let calls = try await session.waitForNotifyCalls(1)
                try #require(calls.count == 1, "\(session.diagnostics)")
                #expect(calls[0].summary == #"<b>Tea</b> & <a href="file:///etc/passwd">x</a>"#)
                #expect(calls[0].body == "&lt;u&gt;under&lt;/u&gt; &amp; over")

                let otherApp = await session.addRequest(
                    app: "a/b c",
                    "{'identifier': <'x/y'>, 'title': <'Other'>, 'trigger': <'interval'>, 'interval': <600.0>}")
                #expect(otherApp.status == 0, "\(otherApp)")
                let listed = await session.callRemindd("GetPending", ["a/b c"])
                #expect(listed.status == 0 && listed.stdout.contains("'identifier': <'x/y'>"), "\(listed)")
            }
        }

        /// 10 000 requests in one AddMany are all stored and listed; 10 000 Add calls sent
        /// back to back, 100 awaiting their reply at any time (the bus's own limit of pending
        /// replies per connection is lower than 10 000), all succeed; an AddMany of 10 000 with one bad request stores
        /// none; remindd stays the same process throughout.
        @Test func tenThousandRequestsInABurst() async throws {
            try await TestSession.with { session in
                // 20 000 and more for one app: past the default limit of 10 000 pending.
                try session.writeDaemonLimits(pendingPerApp: 0, addsPerMinute: 0)
                let stored = try await StoredState.seed(in: session)
                let pid = try await session.daemonPID()
                let seeded = try await session.pending().count
                let many = await Self.script(session, ["add-many", "10000", "many"])
                #expect(many.status == 0 && many.stdout == "10000\n", "\(many)")
                let listed = try await session.pending()
                #expect(listed.count == seeded + 10_000, "\(listed.count) listed, first \(listed.prefix(3))")

                let burst = await Self.script(session, ["add-burst", "10000", "burst"])
                #expect(burst.status == 0 && burst.stdout.hasPrefix("ok 10000 failed 0"), "\(burst)")
                #expect(try await session.pending().count == seeded + 20_000, "\(session.daemonEvents().suffix(5))")
                try await stored.expectDaemonAlive(pid: pid)

                let before = await stored.snapshot()
                let refused = await Self.script(session, ["add-many", "10000", "refused", "9999"])
                #expect(refused.status != 0 && refused.stderr.contains("InvalidArgument"), "\(refused)")
                #expect(refused.stderr.contains("time interval"), "\(refused.stderr.suffix(400))")
                #expect(await stored.snapshot() == before)
                try await stored.expectDaemonAlive(pid: pid)
            }
        }

        /// Runs bus_input.py with `arguments`.
        static func script(_ session: TestSession, _ arguments: [String]) async -> CommandResult {
            let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
                "bus_input.py")
            return await session.runTool("/usr/bin/python3", [script.path] + arguments, timeout: .seconds(600))
        }

        /// Sends Add with `title` as raw bytes through bus_input.py.
        static func rawAdd(_ session: TestSession, title: Data) async -> CommandResult {
            await script(session, ["raw-add", title.map { String(format: "%02x", $0) }.joined()])
        }
    }
}
