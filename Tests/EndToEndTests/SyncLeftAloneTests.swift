import Foundation
import TestSupport
import Testing

/// A calendar on Radicale that holds events and a task Checklists cannot read beside its
/// tasks: the sync takes the tasks and says, once, what it left alone.
@Suite("CalDAV sync of what is not a task")
struct SyncLeftAloneTests {
    /// One resource's text: a `VCALENDAR` around `component`'s lines.
    static func resource(_ component: [String]) -> String {
        (["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Tests//Left alone//EN"] + component + ["END:VCALENDAR", ""])
            .joined(separator: "\r\n")
    }

    /// An event.
    static func event(_ uid: String) -> String {
        resource([
            "BEGIN:VEVENT", "UID:\(uid)", "DTSTAMP:20261125T101500Z", "DTSTART:20261210T180000Z",
            "DTEND:20261210T190000Z", "SUMMARY:Choir", "END:VEVENT",
        ])
    }

    /// `account add` names the task without a summary by its file and counts the event;
    /// the next sync says nothing of them again; `sync --json` counts an event added later.
    @Test func theSyncSaysOnceWhatItLeftAlone() async throws {
        let server = try await CalDAVTestServer.start(.radicale)
        let collection = try await server.makeCollection(
            "home", displayName: "Home", components: ["VTODO", "VEVENT"])
        try await server.put(Self.event("choir"), at: collection + "choir.ics")
        try await server.put(
            Self.resource(["BEGIN:VTODO", "UID:blank", "DTSTAMP:20261125T101500Z", "END:VTODO"]),
            at: collection + "blank%20task.ics")
        try await server.put(
            Self.resource(["BEGIN:VTODO", "UID:paint", "DTSTAMP:20261125T101500Z", "SUMMARY:Paint", "END:VTODO"]),
            at: collection + "paint.ics")
        try await TestSession.with { session in
            let added = await session.addAccount(server.url, user: server.user, password: server.password)
            try #require(added.status == 0, "\(added)\n\(server.log)")
            let lines = added.stdout.components(separatedBy: "\n")
            #expect(
                lines.contains("1 task on the server could not be read and was left as it is: blank task.ics"),
                "\(added)")
            #expect(
                lines.contains("1 event in the synced calendars was left alone: Checklists syncs tasks only"),
                "\(added)")
            #expect(try await SyncTests.items(session)["Paint"] != nil)

            let again = try await session.sync()
            #expect(!again.contains("event"), "\(again)")

            try await server.put(Self.event("gym"), at: collection + "gym.ics")
            let json = await session.runSyncing(["sync", "--json"])
            let report = try #require(
                try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], "\(json)")
            #expect(report["skippedEvents"] as? Int == 1, "\(report)")
            #expect(report["unreadable"] is [String], "\(report)")
        }
    }
}
