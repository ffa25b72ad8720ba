import Foundation
import TestSupport
import Testing

/// remindd tells a sandboxed caller by its sandbox, as xdg-desktop-portal does: a Flatpak app
/// behind Flatpak's own `xdg-dbus-proxy`, and a process in a Snap's control group, may use
/// only their own app id, while an unsandboxed caller names any app as before.
@Suite("Sandboxed callers")
struct SandboxedCallerTests {
    private static let denied = "org.freedesktop.DBus.Error.AccessDenied"
    private static let other = "org.example.Other"

    @Test func flatpakAppUsesOnlyItsOwnAppID() async throws {
        try await TestSession.with { session in
            try await session.startNotificationServer()
            let unsandboxed = await session.gdbus(
                "org.checklists.Remindd", "/org/checklists/Remindd", "org.checklists.Remindd1.Add",
                [
                    Self.other,
                    "{'identifier': <'later'>, 'title': <'Later'>, 'trigger': <'interval'>, 'interval': <3600.0>}",
                ])
            #expect(unsandboxed.status == 0, "\(unsandboxed)")
            let app = try await FlatpakSandbox.start(session, appIdentifier: "org.example.Sandboxed")

            let own = await app.callRemindd(
                "Add",
                [
                    app.appIdentifier,
                    "{'identifier': <'tea'>, 'title': <'Tea'>, 'trigger': <'interval'>, 'interval': <1.0>}",
                ])
            #expect(own.status == 0, "\(own)")
            let popup = try #require(try await session.waitForNotifyCalls(1).first, "\(session.diagnostics)")
            #expect(popup.summary == "Tea")
            #expect(popup.appName == "Sandboxed")
            #expect(popup.desktopEntry == "org.example.Sandboxed")

            let posing = await app.callRemindd(
                "Add",
                [Self.other, "{'identifier': <'x'>, 'title': <'X'>, 'trigger': <'interval'>, 'interval': <1.0>}"])
            #expect(posing.status != 0)
            #expect(posing.stderr.contains(Self.denied), "\(posing)")
            #expect(
                posing.stderr.contains(
                    "org.example.Sandboxed is a Flatpak app and may use only its own app id, not org.example.Other"),
                "\(posing)")
            for (method, arguments) in [
                ("GetPending", [Self.other]), ("GetDelivered", [Self.other]),
                ("RemovePending", [Self.other, "['later']"]),
                ("RemoveAllPending", [Self.other]), ("Pause", ["4102444800.0"]),
            ] {
                let refused = await app.callRemindd(method, arguments)
                #expect(refused.status != 0 && refused.stderr.contains(Self.denied), "\(method): \(refused)")
            }
            let ownListing = await app.callRemindd("GetPending", [app.appIdentifier])
            #expect(ownListing.status == 0 && !ownListing.stdout.contains("later"), "\(ownListing)")
            let status = await app.callRemindd("GetStatus")
            #expect(status.status == 0 && status.stdout.contains("api-version"), "\(status)")
            #expect(!status.stdout.contains("queued"), "\(status)")

            let kept = await session.gdbus(
                "org.checklists.Remindd", "/org/checklists/Remindd", "org.checklists.Remindd1.GetPending", [Self.other])
            #expect(kept.status == 0 && kept.stdout.contains("'later'"), "\(kept)")
            let unsandboxedStatus = await session.gdbus(
                "org.checklists.Remindd", "/org/checklists/Remindd", "org.checklists.Remindd1.GetStatus")
            #expect(unsandboxedStatus.stdout.contains("queued"), "\(unsandboxedStatus)")
            #expect(try session.notifyCalls().count == 1)
        }
    }

    /// Neither a sandboxed app that only listens nor one that calls hears another app's
    /// signals, which carry titles and replies; it hears its own, and an unsandboxed listener
    /// still hears every app's.
    @Test func sandboxHearsOnlyItsOwnSignals() async throws {
        try await TestSession.with { session in
            try await session.startNotificationServer()
            let started = await session.callRemindd("GetStatus", [])
            try #require(started.status == 0, "\(started)")
            let app = try await FlatpakSandbox.start(session, appIdentifier: "org.example.Sandboxed")
            let sandboxed = session.files.path("sandboxed-signals.txt")
            let unsandboxed = session.files.path("unsandboxed-signals.txt")
            try app.monitorRemindd(output: sandboxed)
            try session.launch(
                "monitor", executable: "gdbus",
                arguments: ["monitor", "--address", session.busAddress, "--dest", "org.checklists.Remindd"],
                standardOutput: unsandboxed)
            let listening = await session.waitUntil(timeout: .seconds(20)) {
                [sandboxed, unsandboxed].allSatisfy { ChildProcess.read($0).contains("is owned by") }
            }
            try #require(listening, "\(ChildProcess.read(sandboxed)) \(ChildProcess.read(unsandboxed))")

            let other = await session.addRequest(
                app: Self.other,
                "{'identifier': <'plan'>, 'title': <'Secret plan'>, 'trigger': <'interval'>, 'interval': <1.0>}")
            #expect(other.status == 0, "\(other)")
            let own = await app.callRemindd(
                "Add",
                [
                    app.appIdentifier,
                    "{'identifier': <'tea'>, 'title': <'Tea'>, 'trigger': <'interval'>, 'interval': <1.0>}",
                ])
            #expect(own.status == 0, "\(own)")
            _ = try await session.waitForNotifyCalls(2)
            let heard = await session.waitUntil(timeout: .seconds(20)) {
                let all = ChildProcess.read(unsandboxed)
                return all.contains("'Secret plan'") && all.contains("'Tea'")
                    && ChildProcess.read(sandboxed).contains("'Tea'")
            }
            #expect(heard, "\(ChildProcess.read(unsandboxed))\n\(ChildProcess.read(sandboxed))")
            let sandboxHeard = ChildProcess.read(sandboxed)
            #expect(sandboxHeard.contains("Delivered ('org.example.Sandboxed', 'tea'"), "\(sandboxHeard)")
            #expect(!sandboxHeard.contains(Self.other) && !sandboxHeard.contains("Secret"), "\(sandboxHeard)")
        }
    }

    @Test(.enabled(if: getuid() == 0, "moving a process into a snap.* control group needs root"))
    func snapUsesOnlyItsOwnAppID() async throws {
        try await TestSession.with { session in
            let group = try ControlGroup.make("snap.example.app")
            defer { group.remove() }
            let added = await group.callRemindd(
                session, "Add",
                [
                    "example",
                    "{'identifier': <'pills'>, 'title': <'Pills'>, 'trigger': <'interval'>, 'interval': <3600.0>}",
                ])
            #expect(added.status == 0, "\(added)")
            let posing = await group.callRemindd(session, "GetPending", [Self.other])
            #expect(posing.status != 0, "\(posing)")
            #expect(posing.stderr.contains("example is a Snap app and may use only its own app id"), "\(posing)")
            let listing = await group.callRemindd(session, "GetPending", ["example"])
            #expect(listing.stdout.contains("'pills'"), "\(listing)")
            let outside = await session.gdbus(
                "org.checklists.Remindd", "/org/checklists/Remindd", "org.checklists.Remindd1.GetPending", ["example"])
            #expect(outside.status == 0 && outside.stdout.contains("'pills'"), "\(outside)")
        }
    }

    @Test(.enabled(if: getuid() == 0, "moving a process into a control group needs root"))
    func desktopScopeLabelIsLoggedNotEnforced() async throws {
        try await TestSession.with { session in
            let group = try ControlGroup.make("app-gnome-org.example.Labelled")
            defer { group.remove() }
            let listing = await group.callRemindd(session, "GetPending", [Self.other])
            #expect(listing.status == 0, "\(listing)")
            let logged = await session.waitUntil {
                session.daemonLog().contains("runs in the scope of org.example.Labelled and calls as org.example.Other")
            }
            #expect(logged, "\(session.daemonLog())")
        }
    }
}

/// A control group in the cgroup v2 tree named as snapd or the desktop names one
/// (`PREFIX-ID.scope`), for the processes of one test.
private struct ControlGroup {
    let path: String

    /// Makes the group `PREFIX-RANDOM.scope`; throws where the cgroup v2 tree cannot be written.
    static func make(_ prefix: String) throws -> ControlGroup {
        let unified = FileManager.default.fileExists(atPath: "/sys/fs/cgroup/unified/cgroup.procs")
        let tree = unified ? "/sys/fs/cgroup/unified" : "/sys/fs/cgroup"
        let path = "\(tree)/\(prefix)-\(UUID().uuidString.prefix(8)).scope"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        return ControlGroup(path: path)
    }

    /// Calls remindd's `method` with `arguments` from `gdbus` moved into the group first.
    func callRemindd(_ session: TestSession, _ method: String, _ arguments: [String]) async -> CommandResult {
        let quoted = arguments.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(
            separator: " ")
        let script =
            "echo $$ > \(path)/cgroup.procs && exec gdbus call --session -d org.checklists.Remindd "
            + "-o /org/checklists/Remindd -m org.checklists.Remindd1.\(method) \(quoted)"
        return await session.runTool("/bin/sh", ["-c", script], timeout: .seconds(30))
    }

    /// Removes the group once its processes have ended.
    func remove() {
        rmdir(path)
    }
}
