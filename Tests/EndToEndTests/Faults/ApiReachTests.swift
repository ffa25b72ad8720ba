import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

extension FaultTests {
    /// Only the same user reaches the API: remindd serves it on the session bus
    /// alone (a private unix socket of the user's), never on the system bus it listens to
    /// for resumes, and neither remindd nor the app ever holds a TCP or UDP socket.
    @Suite("API reach")
    struct ApiReachTests {
        /// remindd, the app in the tray and the command line at work (a reminder scheduled,
        /// fired, listed; a checklist edited): none of them holds an internet socket at any
        /// of the looks, and remindd's connection to the system bus serves nothing.
        @Test func apiIsOnTheSessionBusOnlyAndNoInternetSocketIsOpened() async throws {
            try await TestSession.with { session in
                let systemBus = try await LogindMock(in: session).address
                try await session.startNotificationServer()
                try await session.startDaemonWithHeartbeat(settings: ["DBUS_SYSTEM_BUS_ADDRESS": systemBus])
                let display = try await AppWindow.newDisplay(in: session)
                _ = try await AppWindow.open(in: session, display: display, arguments: ["--background"])
                try #require(await session.waitUntil(timeout: .seconds(20)) { try await session.appPID() != nil })

                func look() async throws {
                    let daemon = try #require(try await session.daemonPID())
                    let app = try #require(try await session.appPID())
                    #expect(InternetSockets.held(by: daemon).isEmpty, "remindd: \(InternetSockets.held(by: daemon))")
                    #expect(InternetSockets.held(by: app).isEmpty, "checklists: \(InternetSockets.held(by: app))")
                    #expect(!InternetSockets.socketInodes(of: daemon).isEmpty, "remindd holds no socket at all")
                }
                try await look()
                let notify = await session.run(["notify", "--title", "Reach", "--in", "1s", "--id", "reach"])
                #expect(notify.status == 0, "\(notify)")
                #expect(await session.run(["new-list", "Errands"]).status == 0)
                try await look()
                _ = try await session.waitForNotifyCalls(1)
                #expect(await session.run(["pending", "--json"]).status == 0)
                try await look()

                // remindd is on the system bus (it hears logind there) but serves nothing on it.
                #expect(try await !session.nameHasOwner("org.checklists.Remindd", on: systemBus))
                let daemon = try #require(try await session.daemonPID())
                let connection = try #require(
                    await connectionName(of: daemon, on: systemBus, in: session), "remindd is not on the system bus")
                let status = await session.gdbus(
                    connection, "/org/checklists/Remindd", "org.checklists.Remindd1.GetStatus", on: systemBus)
                #expect(status.status != 0 && status.stderr.contains("org.freedesktop.DBus.Error.Unknown"), "\(status)")
            }
        }

        /// The unique name of `pid`'s connection to the bus at `address`.
        private func connectionName(of pid: pid_t, on address: String, in session: TestSession) async -> String? {
            let names = await session.busDaemon("ListNames", on: address)
            for name in names.stdout.split(separator: "'").map(String.init) where name.hasPrefix(":") {
                if (try? await session.ownerPID(name, on: address)) == pid { return name }
            }
            return nil
        }
    }
}
