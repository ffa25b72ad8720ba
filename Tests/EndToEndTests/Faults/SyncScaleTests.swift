import Foundation
import TestSupport
import Testing

extension FaultTests {
    /// Sync at scale. In the fault suite, which runs alone: a CalDAV server taking in 5 000
    /// tasks loads the shared cores enough to slow the window tests running beside it.
    @Suite("Sync at scale")
    struct SyncScaleTests {
        /// A collection of 5 000 tasks (made on the server in one upload) comes down whole on the
        /// first sync, in pages; a second sync finds nothing to do.
        @Test func fiveThousandTasksComeDownWhole() async throws {
            let server = try await CalDAVTestServer.start(.radicale)
            let collection = try await server.makeCollection("big", displayName: "Big")
            var calendar = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n"
            for index in 0..<5_000 {
                calendar +=
                    "BEGIN:VTODO\r\nUID:task-\(index)\r\nDTSTAMP:20261201T100000Z\r\nSUMMARY:Task \(index)\r\nEND:VTODO\r\n"
            }
            let upload = try await server.put(calendar + "END:VCALENDAR\r\n", at: collection)
            try #require((200..<300).contains(upload.status), "\(upload.status) \(upload.body)")
            try #require(try await server.listing(collection).count == 5_000)
            try await TestSession.with { session in
                let added = await session.addAccount(server.url, user: server.user, password: server.password)
                try #require(added.status == 0, "\(added)")
                #expect(added.stdout.contains("5000 added"), "\(added)")
                // Radicale's upload replaces the collection's properties, its name among them.
                let lists = await session.run(["lists", "--json"])
                let entries = try JSONSerialization.jsonObject(with: Data(lists.stdout.utf8)) as? [[String: Any]]
                #expect(entries?.map { $0["unchecked"] as? Int } == [5_000], "\(lists)")
                #expect(try await session.sync().contains("0 added, 0 updated, 0 deleted, 0 merged"))
            }
        }
    }
}
