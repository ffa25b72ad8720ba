import Testing

@testable import RemindDaemon

/// What remindd reads from a process's `/proc/PID/cgroup`: a Snap's name, or the app label of
/// the desktop's systemd scope.
@Suite("ProcessCgroup")
struct ProcessCgroupTests {
    @Test func snapScope() {
        let groups = ProcessCgroup(
            "0::/user.slice/user-1000.slice/user@1000.service/app.slice/snap.example.app-1b2c.scope\n")
        #expect(groups.snapName == "example")
    }

    @Test func snapInVersionOneHierarchy() {
        let text = "12:pids:/user.slice\n1:name=systemd:/user.slice/snap.spotify_beta.spotify.3f4e.scope\n0::/\n"
        #expect(ProcessCgroup(text).snapName == "spotify_beta")
    }

    @Test func notSnaps() {
        for text in ["0::/user.slice/snapshot.scope", "0::/snap.", "0::/snap.name", "0::/x/snap..scope", "bad line"] {
            #expect(ProcessCgroup(text).snapName == nil, "\(text)")
        }
    }

    @Test func desktopScopeLabels() {
        let cases: [(String, String?)] = [
            (
                "0::/user.slice/user@1000.service/app.slice/app-gnome-org.gnome.Nautilus-4242.scope",
                "org.gnome.Nautilus"
            ),
            ("0::/user.slice/user@1000.service/app.slice/app-org.example.App-1.scope", "org.example.App"),
            (
                "0::/user.slice/user@1000.service/app.slice/app-flatpak-org.example.My\\x2dApp-99.scope",
                "org.example.My-App"
            ),
            ("0::/user.slice/user@1000.service/app.slice/app-org.example.App@7a.service", "org.example.App"),
            ("0::/user.slice/user@1000.service/app.slice/app-kde-org.kde.kate.service", "org.kde.kate"),
            ("0::/user.slice/user@1000.service/session.slice/dbus.service", nil),
            ("0::/user.slice/user@1000.service/app.slice/app-.scope", nil),
        ]
        for (text, label) in cases {
            #expect(ProcessCgroup(text).scopeLabel == label, "\(text)")
        }
    }
}
