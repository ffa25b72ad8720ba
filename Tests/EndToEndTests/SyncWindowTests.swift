import Foundation
import TestSupport
import Testing

extension DesktopTests {
    /// The window with an account: it syncs by itself at start, on Sync Now, and says in
    /// its bar how it went.
    @Suite("Window sync")
    struct SyncWindowTests {
        /// One task as another device writes it.
        static func task(_ uid: String, _ summary: String) -> String {
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//phone//EN\r\nBEGIN:VTODO\r\nUID:\(uid)\r\n"
                + "DTSTAMP:20261201T100000Z\r\nSUMMARY:\(summary)\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
        }

        /// At start the window syncs and shows what came from the server, and when; Sync Now
        /// brings what was added there since, and an event added there is said to be left
        /// alone; with the server gone, the bar says why the
        /// sync failed and offers Retry.
        /// (The polls read the accessible tree while the window changes it; a read that
        /// meets a node going away is read again.)
        @Test func theWindowSyncsAndSaysHowItWent() async throws {
            let server = try await CalDAVTestServer.start(.radicale)
            let collection = try await server.makeCollection("groceries", displayName: "Groceries")
            try await server.put(Self.task("bread", "Bread"), at: collection + "bread.ics")
            try await TestSession.with { session in
                #expect(await session.run(["new-list", "Groceries"]).status == 0)
                let added = await session.addAccount(server.url, user: server.user, password: server.password)
                try #require(added.status == 0, "\(added)")
                try await server.put(Self.task("milk", "Milk"), at: collection + "milk.ics")

                let window = try await AppWindow.open(in: session, settings: session.syncSettings)
                let synced = try await session.waitUntil(timeout: .seconds(20)) {
                    let rows = ((try? await window.itemRows()) ?? []).map(\.name)
                    let labels = (try? await window.visibleLabels()) ?? []
                    return rows.contains { $0.hasPrefix("Milk") } && labels.contains { $0.hasPrefix("Synced at ") }
                }
                let first = try await window.visibleLabels()
                #expect(synced, "\(first)")

                try await server.put(Self.task("eggs", "Eggs"), at: collection + "eggs.ics")
                let now = await session.gdbus(
                    "org.checklists.Checklists", "/org/checklists/Checklists/window/1", "org.gtk.Actions.Activate",
                    ["sync-now", "[]", "{}"])
                #expect(now.status == 0, "\(now)")
                let eggs = try await session.waitUntil(timeout: .seconds(20)) {
                    ((try? await window.itemRows()) ?? []).contains { $0.name.hasPrefix("Eggs") }
                }
                let rows = try await window.itemRows().map(\.name)
                #expect(eggs, "\(rows)")

                try await server.put(SyncLeftAloneTests.event("choir"), at: collection + "choir.ics")
                _ = await session.gdbus(
                    "org.checklists.Checklists", "/org/checklists/Checklists/window/1", "org.gtk.Actions.Activate",
                    ["sync-now", "[]", "{}"])
                let told = try await session.waitUntil(timeout: .seconds(20)) {
                    ((try? await window.visibleLabels()) ?? []).contains {
                        $0.contains("1 event in the synced calendars was left alone: Checklists syncs tasks only")
                    }
                }
                let note = try await window.visibleLabels()
                #expect(told, "\(note)")

                server.stop()
                _ = await session.gdbus(
                    "org.checklists.Checklists", "/org/checklists/Checklists/window/1", "org.gtk.Actions.Activate",
                    ["sync-now", "[]", "{}"])
                let failed = try await session.waitUntil(timeout: .seconds(20)) {
                    ((try? await window.visibleLabels()) ?? []).contains {
                        $0.hasPrefix("Sync failed: cannot reach 127.0.0.1")
                    }
                }
                let labels = try await window.visibleLabels()
                #expect(failed, "\(labels)")
                let tree = try await window.accessibleTree()
                #expect(tree.contains { $0.role == "push button" && $0.name == "Retry Sync" && $0.showing })
                _ = await window.screenshot("sync-failed")
            }
        }
    }
}
