import Foundation
import TestSupport
import Testing

/// A repeating task written by another device the way Thunderbird, Evolution and Apple write
/// it (`DTSTART` = `DUE`, weekly, an alarm 30 minutes before the start), synced through a
/// real Radicale, ticked here and synced back.
@Suite("CalDAV sync of another app's repeating task")
struct SyncRepeatingTaskTests {
    /// `date` as an iCalendar UTC date-time.
    static func utc(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = .gmt
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        return formatter.string(from: date)
    }

    /// Ticked here, the task's DUE and DTSTART on the server are a week later, its alarm
    /// still `TRIGGER:-PT30M`, its rule `FREQ=WEEKLY` as it came and its SEQUENCE one up;
    /// remindd holds the reminder 30 minutes before the new due time. Renamed here, the
    /// SEQUENCE goes up again.
    @Test func tickingMovesStartDueAndTheRelativeAlarm() async throws {
        let server = try await CalDAVTestServer.start(.radicale)
        let collection = try await server.makeCollection("chores", displayName: "Chores")
        let due = try SyncTests.tomorrowMorning().addingTimeInterval(10 * 3_600)
        let next = due.addingTimeInterval(7 * 86_400)
        let todo = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Mozilla.org/NONSGML Mozilla Calendar V1.1//EN",
            "BEGIN:VTODO", "UID:bins", "DTSTAMP:20261125T101500Z", "LAST-MODIFIED:20261125T101500Z",
            "SUMMARY:Put the bins out", "DTSTART:\(Self.utc(due))", "DUE:\(Self.utc(due))", "RRULE:FREQ=WEEKLY",
            "SEQUENCE:3", "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER;VALUE=DURATION:-PT30M",
            "DESCRIPTION:Default Mozilla Description", "END:VALARM", "END:VTODO", "END:VCALENDAR", "",
        ].joined(separator: "\r\n")
        let href = collection + "bins.ics"
        try await server.put(todo, at: href)
        try await TestSession.with { session in
            try await session.startTimedDaemon()
            let added = await session.addAccount(server.url, user: server.user, password: server.password)
            try #require(added.status == 0, "\(added)\n\(server.log)")
            let item = try #require(try await SyncTests.items(session)["Put the bins out"], "\(added)")
            #expect(item["reminders"] as? [[String: Int]] == [["before": 1_800]], "\(item)")
            let id = try #require(item["id"] as? Int)

            let check = await session.run(["check", String(id)])
            try #require(check.status == 0, "\(check)")
            let pending = try await session.pending()
            #expect(
                pending.map { ListingEntries.date($0.nextTriggerDate) } == [next.addingTimeInterval(-1_800)],
                "\(pending)")
            try await session.sync()

            let body = try await server.get(href).body.replacingOccurrences(of: "\r\n ", with: "")
            let lines = body.components(separatedBy: "\r\n")
            #expect(lines.contains("DTSTART:\(Self.utc(next))"), "\(body)")
            #expect(lines.contains("DUE:\(Self.utc(next))"), "\(body)")
            #expect(lines.filter { $0.hasPrefix("TRIGGER") } == ["TRIGGER:-PT30M"], "\(body)")
            #expect(lines.filter { $0.hasPrefix("RRULE") } == ["RRULE:FREQ=WEEKLY"], "\(body)")
            #expect(lines.filter { $0.hasPrefix("SEQUENCE") } == ["SEQUENCE:4"], "\(body)")

            let rename = await session.run(["edit", String(id), "--text", "Put the bins and the glass out"])
            try #require(rename.status == 0, "\(rename)")
            try await session.sync()
            let renamed = try await server.get(href).body.replacingOccurrences(of: "\r\n ", with: "")
                .components(separatedBy: "\r\n")
            #expect(renamed.contains("SUMMARY:Put the bins and the glass out"), "\(renamed)")
            #expect(renamed.filter { $0.hasPrefix("SEQUENCE") } == ["SEQUENCE:5"], "\(renamed)")
            #expect(renamed.filter { $0.hasPrefix("RRULE") } == ["RRULE:FREQ=WEEKLY"], "\(renamed)")
        }
    }
}
