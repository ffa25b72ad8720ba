import Foundation
import Testing

/// Location reminders with remindd and a stand-in GeoClue2 on a private system bus: the
/// device is moved across the edge of a 100 m region around 52.52,13.405.
@Suite("Location reminders")
struct LocationTests {
    /// 333 m north of the centre.
    static let outside = (latitude: 52.523, longitude: 13.405)
    /// 11 m from the centre.
    static let inside = (latitude: 52.5201, longitude: 13.405)
    /// 13 m from the centre, on the other side.
    static let alsoInside = (latitude: 52.5199, longitude: 13.4051)

    /// Starts remindd on the session with `standIn`'s system bus.
    static func startDaemon(_ session: TestSession, _ standIn: GeoClueStandIn) async throws {
        let daemon = try session.startDaemon(settings: ["DBUS_SYSTEM_BUS_ADDRESS": standIn.address])
        let owned = try await session.waitUntil(timeout: .seconds(20)) {
            daemon.isRunning ? try await session.daemonPID() == daemon.pid : false
        }
        try #require(owned, "remindd did not take its name\n\(session.diagnostics)")
    }

    /// Moves the device and waits until remindd has read the new location.
    static func move(
        _ session: TestSession, _ standIn: GeoClueStandIn, to point: (latitude: Double, longitude: Double)
    ) async throws {
        let seen = session.daemonLog().components(separatedBy: "debug location ").count
        try await standIn.move(latitude: point.latitude, longitude: point.longitude)
        let read = await session.waitUntil(timeout: .seconds(10)) {
            session.daemonLog().components(separatedBy: "debug location ").count > seen
        }
        try #require(read, "remindd did not read the location\n\(standIn.calls)\n\(session.diagnostics)")
    }

    /// `checklists pending --json` as JSON objects.
    static func pending(_ session: TestSession) async throws -> [[String: Any]] {
        let result = await session.run(["pending", "--json"])
        try #require(result.status == 0, "\(result)")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        return try #require(object as? [[String: Any]], "\(result.stdout)")
    }

    /// One popup on entry and one on exit, none for updates inside; the location is asked
    /// for at the exact level while they are pending and stopped when both are gone.
    @Test func entryAndExitEachPostOnePopup() async throws {
        try await TestSession.with { session in
            try await session.startNotificationServer()
            let standIn = try await GeoClueStandIn(in: session)
            try await Self.startDaemon(session, standIn)
            let near = ["--near", "52.52,13.405", "--radius", "100"]
            let arrive = await session.run(["notify", "--title", "Arrived", "--id", "arrive"] + near)
            try #require(arrive.status == 0, "\(arrive)")
            let leave = await session.run(["notify", "--title", "Left", "--id", "leave", "--on-exit"] + near)
            try #require(leave.status == 0, "\(leave)")
            let started = await session.waitUntil { standIn.calls.contains("start 8") }
            try #require(started, "\(standIn.calls)\n\(session.diagnostics)")

            let pending = try await Self.pending(session)
            try #require(pending.count == 2, "\(pending)")
            #expect(pending.allSatisfy { $0["trigger"] as? String == "location" && $0["nextTriggerDate"] == nil })
            let region = try #require(pending.first { $0["id"] as? String == "leave" }?["region"] as? [String: Any])
            #expect(region["latitude"] as? Double == 52.52 && region["longitude"] as? Double == 13.405)
            #expect(region["radius"] as? Double == 100)
            #expect(region["notifyOnEntry"] as? Bool == false && region["notifyOnExit"] as? Bool == true)

            try await Self.move(session, standIn, to: Self.outside)
            try await Self.move(session, standIn, to: Self.inside)
            let entered = try await session.waitForNotifyCalls(1)
            try #require(entered.count == 1, "\(session.diagnostics)")
            #expect(entered[0].summary == "Arrived")

            try await Self.move(session, standIn, to: Self.alsoInside)
            try await Self.move(session, standIn, to: Self.inside)
            try await session.pause(.seconds(1))
            #expect(try session.notifyCalls().count == 1, "updates inside post nothing\n\(session.diagnostics)")

            try await Self.move(session, standIn, to: Self.outside)
            let left = try await session.waitForNotifyCalls(2)
            try #require(left.count == 2, "\(session.diagnostics)")
            #expect(left[1].summary == "Left")
            #expect(try await Self.pending(session).isEmpty)
            let stopped = await session.waitUntil { standIn.calls.last == "stop" }
            #expect(stopped, "\(standIn.calls)")
            #expect(Set(try await session.delivered().map(\.id)) == ["arrive", "leave"])
        }
    }

    /// A request cancelled before the device arrives posts nothing, and the location is no
    /// longer asked for.
    @Test func cancelledRequestPostsNothing() async throws {
        try await TestSession.with { session in
            try await session.startNotificationServer()
            let standIn = try await GeoClueStandIn(in: session)
            try await Self.startDaemon(session, standIn)
            let notify = await session.run([
                "notify", "--title", "Shop", "--id", "shop", "--near", "52.52,13.405", "--radius", "100", "--repeats",
            ])
            try #require(notify.status == 0, "\(notify)")
            let started = await session.waitUntil { standIn.calls.contains("start 8") }
            try #require(started, "\(standIn.calls)\n\(session.diagnostics)")
            try await Self.move(session, standIn, to: Self.outside)

            let cancel = await session.run(["cancel", "shop"])
            try #require(cancel.status == 0, "\(cancel)")
            let stopped = await session.waitUntil { standIn.calls.last == "stop" }
            #expect(stopped, "\(standIn.calls)")
            try await standIn.move(latitude: Self.inside.latitude, longitude: Self.inside.longitude)
            try await session.pause(.seconds(2))
            #expect(try session.notifyCalls().isEmpty, "\(session.diagnostics)")
        }
    }

    /// Without GeoClue2 on the system bus the request stays pending and GetStatus says
    /// `missing`; with a GeoClue2 that refuses, `denied`.
    @Test(arguments: [(false, "missing"), (true, "denied")])
    func statusSaysWhyLocationCannotCome(serving: Bool, word: String) async throws {
        try await TestSession.with { session in
            let standIn = try await GeoClueStandIn(in: session, serving: serving, denying: true)
            try await Self.startDaemon(session, standIn)
            let notify = await session.run([
                "notify", "--title", "Shop", "--id", "shop", "--near", "52.52,13.405", "--radius", "100",
            ])
            try #require(notify.status == 0, "\(notify)")
            let said = await session.waitUntil {
                await session.callRemindd("GetStatus", []).stdout.contains("'location': <'\(word)'>")
            }
            let status = await session.callRemindd("GetStatus", [])
            #expect(said, "\(status)\n\(standIn.calls)\n\(session.diagnostics)")
            #expect(try await Self.pending(session).map { $0["id"] as? String } == ["shop"])
        }
    }
}
