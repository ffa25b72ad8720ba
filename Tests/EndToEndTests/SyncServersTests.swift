import Foundation
import TestSupport
import Testing

/// One day of a user with every server the tests start (Radicale, Xandikos, DAViCal, Cyrus
/// IMAP): discovery from the server's root, a repeating task with a relative alarm made on
/// another device, renamed there, ticked here, an item added here with a reminder, a task
/// deleted there, and a wrong password.
@Suite("CalDAV sync, the same day on every server")
struct SyncServersTests {
    /// The other device's copy of the weekly task, due (and starting) at `due`, named `summary`,
    /// as Thunderbird writes it.
    static func weeklyTask(_ summary: String, due: Date, sequence: Int) -> String {
        [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Mozilla.org/NONSGML Mozilla Calendar V1.1//EN",
            "BEGIN:VTODO", "UID:bins", "DTSTAMP:20261125T101500Z",
            "SUMMARY:\(summary)", "DTSTART:\(SyncRepeatingTaskTests.utc(due))",
            "DUE:\(SyncRepeatingTaskTests.utc(due))", "RRULE:FREQ=WEEKLY",
            "SEQUENCE:\(sequence)", "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER;VALUE=DURATION:-PT30M",
            "DESCRIPTION:Reminder", "END:VALARM", "END:VTODO", "END:VCALENDAR", "",
        ].joined(separator: "\r\n")
    }

    /// The lines of the resource at `href`, folded lines joined.
    static func lines(_ href: String, on server: CalDAVTestServer) async throws -> [String] {
        try await server.get(href).body.replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n")
    }

    /// The whole scenario on `kind`; each step checks what the user sees here and what the
    /// server holds.
    @Test(arguments: CalDAVTestServer.Kind.allCases)
    func aDayWithTheServer(kind: CalDAVTestServer.Kind) async throws {
        let server = try await CalDAVTestServer.start(kind)
        let collection = try await server.makeCollection("chores", displayName: "Chores")
        let due = try SyncTests.tomorrowMorning().addingTimeInterval(10 * 3_600)
        let href = collection + "bins.ics"
        try await server.put(Self.weeklyTask("Put the bins out", due: due, sequence: 3), at: href)
        try await TestSession.with { session in
            try await session.startTimedDaemon()
            let added = await session.addAccount(server.url, user: server.user, password: server.password)
            try #require(added.status == 0, "\(added)\n\(server.log)")
            #expect(added.stdout.contains("Added \(server.url) for \(server.user), syncing: "), "\(added)")
            let item = try #require(try await SyncTests.items(session)["Put the bins out"], "\(added)")
            #expect(item["reminders"] as? [[String: Int]] == [["before": 1_800]], "\(item)")
            let pending = try await session.pending()
            #expect(pending.map { ListingEntries.date($0.nextTriggerDate) } == [due.addingTimeInterval(-1_800)])

            let renamed = Self.weeklyTask("Put the bins and the glass out", due: due, sequence: 4)
            try await server.put(renamed, at: href)
            let synced = try await session.sync()
            #expect(synced.contains("1 updated"), "\(synced)")
            let items = try await SyncTests.items(session)
            #expect(items["Put the bins out"] == nil, "\(items.keys)")
            let id = try #require(items["Put the bins and the glass out"]?["id"] as? Int, "\(items.keys)")

            try #require(await session.run(["check", String(id)]).status == 0)
            try await session.sync()
            let ticked = try await Self.lines(href, on: server)
            #expect(ticked.contains("UID:bins"), "\(ticked)")
            let next = SyncRepeatingTaskTests.utc(due.addingTimeInterval(7 * 86_400))
            #expect(ticked.contains("DTSTART:\(next)") && ticked.contains("DUE:\(next)"), "\(ticked)")
            #expect(ticked.filter { $0.hasPrefix("TRIGGER") } == ["TRIGGER:-PT30M"], "\(ticked)")
            #expect(ticked.filter { $0.hasPrefix("RRULE") } == ["RRULE:FREQ=WEEKLY"], "\(ticked)")

            let add = await session.run([
                "add", "Water the plants", "--list", "Chores", "--due", "tomorrow 9:00", "--remind",
            ])
            try #require(add.status == 0, "\(add)")
            try await session.sync()
            let hrefs = try await server.listing(collection)
            try #require(hrefs.count == 2, "\(hrefs)")
            let plants = try await Self.lines(try #require(hrefs.first { $0 != href }), on: server)
            #expect(plants.contains("SUMMARY:Water the plants") && plants.contains("BEGIN:VALARM"), "\(plants)")

            try #require([200, 204].contains(try await server.delete(href).status))
            let deleted = try await session.sync()
            #expect(deleted.contains("1 deleted"), "\(deleted)")
            #expect(try await SyncTests.items(session).keys.sorted() == ["Water the plants"])
        }
        try await Self.aWrongPasswordIsRefused(server)
    }

    /// `account add` with a wrong password exits 1 with one line; Xandikos takes any password,
    /// so it is left out.
    static func aWrongPasswordIsRefused(_ server: CalDAVTestServer) async throws {
        guard server.kind != .xandikos else { return }
        try await TestSession.with { session in
            let added = await session.addAccount(server.url, user: server.user, password: "wrong")
            #expect(added.status == 1, "\(added)")
            #expect(added.stderr == "checklists: the server refused the user name ann or its password\n", "\(added)")
        }
    }
}
