import Foundation
import TestSupport
import Testing

/// The notification portal's words in requests reach dunst as the freedesktop hints
/// docs/dbus-api.md's table says, and wrong or disagreeing ones are refused.
@Suite("The portal's words")
struct PortalWordsTests {
    /// Each word, one immediate request each, gives its hints on the Notify call dunst got;
    /// show-as-new, a new popup of its thread (replaces_id 0).
    @Test func eachWordReachesDunstAsItsHint() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("RIFF", to: "bell.wav")
        let sound = folder.path("bell.wav")
        let requests = [
            ("low", "'priority': <'low'>"), ("urgent", "'priority': <'urgent'>"),
            ("high", "'priority': <'high'>, 'interruption-level': <'time-sensitive'>"),
            ("transient", "'display-hint': <['transient']>"),
            ("persistent", "'display-hint': <['persistent', 'hide-content-on-lock-screen']>"),
            ("alarm", "'notification-category': <'alarm.ringing'>"),
            ("im", "'notification-category': <'im.message'>"),
            ("silent", "'sound': <'silent'>"), ("default", "'sound': <'default'>"),
            ("file", "'sound': <'\(sound)'>"), ("uri", "'sound': <'file://\(sound)'>"),
            ("kettle", "'thread': <'kitchen'>"),
            ("new kettle", "'thread': <'kitchen'>, 'display-hint': <['show-as-new']>"),
        ]
        try await TestSession.with { session in
            try await session.startNotificationServer()
            for (title, words) in requests {
                let add = await session.addRequest(
                    app: FakeApp.name, "{'identifier': <'\(title)'>, 'title': <'\(title)'>, \(words)}")
                try #require(add.status == 0, "\(title): \(add)")
            }
            let calls = try await session.waitForNotifyCalls(requests.count)
            try #require(calls.count == requests.count, "\(session.diagnostics)")
            let call = Dictionary(calls.map { ($0.summary, $0) }, uniquingKeysWith: { first, _ in first })
            #expect(call["low"]?.urgency == 0)
            #expect(call["urgent"]?.urgency == 2)
            #expect(call["urgent"]?.expireTimeout == 0)
            #expect(call["high"]?.urgency == 1)
            #expect(call["transient"]?.hints["transient"]?.boolean == true)
            #expect(call["transient"]?.hints["resident"] == nil)
            #expect(call["persistent"]?.hints["resident"]?.boolean == true)
            #expect(call["persistent"]?.expireTimeout == 0)
            #expect(call["alarm"]?.category == "x-remindd.alarm.ringing")
            #expect(call["im"]?.category == "im.received")
            #expect(call["low"]?.category == "x-remindd.reminder")
            #expect(call["silent"]?.suppressSound == true)
            #expect(call["silent"]?.soundName == nil)
            #expect(call["default"]?.soundName == nil)
            #expect(call["default"]?.suppressSound == nil)
            #expect(call["file"]?.hints["sound-file"]?.string == sound)
            #expect(call["file"]?.soundName == nil)
            #expect(call["uri"]?.hints["sound-file"]?.string == sound)
            #expect(call["new kettle"]?.replacesID == 0)
        }
    }

    /// Disagreeing or unknown words are refused with InvalidArgument naming the keys, and
    /// a request's words come back as given in GetPending.
    @Test func badWordsAreRefusedAndGoodOnesListedAsGiven() async throws {
        try await TestSession.with { session in
            try await session.startNotificationServer()
            let refusals = [
                ("'priority': <'high'>, 'interruption-level': <'passive'>", "interruption-level"),
                ("'display-hint': <['sideways']>", "display-hint"),
                ("'sound': <'bell.oga'>", "sound"),
                ("'sound': <'/nonexistent/bell.oga'>", "does not exist"),
                ("'notification-category': <'item-reminder'>", "notification-category"),
            ]
            for (words, named) in refusals {
                let add = await session.addRequest(
                    app: FakeApp.name, "{'identifier': <'bad'>, 'title': <'Bad'>, \(words)}")
                #expect(add.stderr.contains("org.checklists.Remindd.Error.InvalidArgument"), "\(add)")
                #expect(add.stderr.contains(named), "\(add)")
            }
            let add = await session.addRequest(
                app: FakeApp.name,
                "{'identifier': <'later'>, 'title': <'Later'>, 'trigger': <'interval'>, 'interval': <3600.0>, "
                    + "'priority': <'urgent'>, 'display-hint': <['tray']>, 'notification-category': <'call.missed'>, "
                    + "'sound': <'silent'>}")
            try #require(add.status == 0, "\(add)")
            let pending = await session.callRemindd("GetPending", [FakeApp.name])
            #expect(pending.stdout.contains("'priority': <'urgent'>"), "\(pending)")
            #expect(pending.stdout.contains("'interruption-level': <'critical'>"), "\(pending)")
            #expect(pending.stdout.contains("'display-hint': <['tray']>"), "\(pending)")
            #expect(pending.stdout.contains("'notification-category': <'call.missed'>"), "\(pending)")
            #expect(pending.stdout.contains("'sound': <'silent'>"), "\(pending)")
            #expect(!pending.stdout.contains("'identifier': <'bad'>"), "\(pending)")
        }
    }

    /// A button whose purpose is im.reply-with-text asks for text: on a server with reply
    /// fields (the stand-in, as KDE Plasma) it becomes the popup's inline reply.
    @Test func replyPurposeBecomesTheReplyField() async throws {
        try await TestSession.with { session in
            _ = try await ReplyingNotificationServer(in: session)
            let set = await session.setCategories(
                app: FakeApp.name,
                "[{'identifier': <'chat'>, 'action-ids': <['reply', 'accept']>, "
                    + "'action-titles': <['Reply', 'Accept']>, "
                    + "'action-purposes': <{'reply': 'im.reply-with-text', 'accept': 'call.accept'}>}]")
            try #require(set.status == 0, "\(set)")
            let add = await session.addRequest(
                app: FakeApp.name, "{'identifier': <'message'>, 'title': <'Message'>, 'category': <'chat'>}")
            try #require(add.status == 0, "\(add)")
            let calls = try await session.waitForNotifyCalls(1)
            try #require(calls.count == 1, "\(session.diagnostics)")
            #expect(calls[0].actions == ["default", "Open", "inline-reply", "Reply", "accept", "Accept"])
        }
    }
}
