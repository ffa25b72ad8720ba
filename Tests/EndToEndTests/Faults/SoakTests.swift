import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

extension FaultTests {
    /// The kill loop at length (`make soak`, docs/reliability.md, "The soak"): thousands of
    /// remindd processes killed at random moments and at the fail points while requests
    /// are added, replaced, cancelled and fired, and `checklists` killed while it edits and
    /// syncs with a real Radicale. Runs only when `SOAK_ITERATIONS` is set.
    @Suite("Soak", .enabled(if: SoakRun.iterations != nil, "SOAK_ITERATIONS is not set"))
    struct SoakTests {
        /// Every how many iterations the app's steps run (a `checklists` command takes about
        /// ten times as long as remindd's step).
        static let appEvery = 10

        /// Each iteration starts remindd (with a fail point at a random step and passage in
        /// half of them), makes calls to it until it is killed (at a random moment, or by its
        /// fail point), and checks its database; every `appEvery`th iteration also kills a
        /// `checklists` edit and a `checklists sync` at random moments. After every iteration
        /// both databases pass `PRAGMA integrity_check`. At the end every acknowledged request
        /// popped up, none came twice outside the documented window, and every acknowledged
        /// edit of a checklist is there after a last sync.
        @Test func killLoop() async throws {
            let server = try await CalDAVTestServer.start(.radicale)
            _ = try await server.makeCollection("kills", displayName: "Kills")
            try await TestSession.with { session in
                // Nothing starts remindd but the soak, so that it knows every remindd that ran.
                try FileManager.default.removeItem(
                    atPath: session.files.servicesFolder + "/org.checklists.Remindd.service")
                let reload = await session.busDaemon("ReloadConfig")
                try #require(reload.status == 0, "\(reload)")
                _ = try await ReplyingNotificationServer(in: session)
                let bus = try BusConnection(address: session.busAddress)
                let setup = await session.run(["new-list", "Kills"])
                try #require(setup.status == 0, "\(setup)")
                let account = await session.addAccount(
                    server.url, user: server.user, password: server.password, lists: "Kills")
                try #require(account.status == 0, "\(account)\n\(server.log)")
                var soak = SoakRun(session: session, bus: bus)
                try await soak.measureApp()

                let started = ContinuousClock.now
                for iteration in 1...(SoakRun.iterations ?? 0) {
                    try await soak.reminddIteration()
                    if iteration.isMultiple(of: Self.appEvery) {
                        try await soak.appEdit(round: iteration / Self.appEvery)
                        try await soak.appSync()
                    }
                    soak.checkIntegrity(after: iteration)
                    soak.tally.iterations = iteration
                }
                soak.tally.duration = ContinuousClock.now - started
                soak.tally.appEvery = Self.appEvery
                try await soak.finish()
                print(soak.tally.table)
                #expect(soak.tally.passed, "\(soak.tally.table)")
            }
        }
    }
}
