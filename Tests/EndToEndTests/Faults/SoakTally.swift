import Foundation

/// What the soak counted, and the table it prints.
struct SoakTally {
    /// Iterations run.
    var iterations = 0
    /// Every how many iterations the app's steps (a killed edit, a killed sync) run.
    var appEvery = 1
    /// remindd killing itself at a fail point, by step.
    var failPointKills: [String: Int] = [:]
    /// remindd killed by the soak at a random moment.
    var randomKills = 0
    /// `checklists` commands killed while editing.
    var appEditKills = 0
    /// `checklists sync` killed while syncing.
    var appSyncKills = 0
    /// Calls to remindd made, and those it acknowledged.
    var calls = 0
    /// Calls to remindd acknowledged.
    var acknowledged = 0
    /// Popups the notification server got.
    var popups = 0
    /// Acknowledged edits missing at the end, one line each.
    var lost: [String] = []
    /// Extra popups inside the documented window.
    var allowedDoubles = 0
    /// Extra popups outside it, one line each.
    var forbiddenDoubles: [String] = []
    /// Failed integrity checks, one line each.
    var corrupt: [String] = []
    /// What else went wrong (a command that failed without being killed), one line each.
    var failures: [String] = []
    /// How long the iterations took.
    var duration: Duration = .zero

    /// Whether the soak passed.
    var passed: Bool { lost.isEmpty && forbiddenDoubles.isEmpty && corrupt.isEmpty && failures.isEmpty }

    /// The table, as `make soak` prints it.
    var table: String {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        let each = iterations > 0 ? seconds / Double(iterations) : 0
        var rows: [(String, String)] = [("iterations", "\(iterations)")]
        for step in ["claimed", "sending", "posted", "marked"] {
            rows.append(("kills: fail point \(step)", "\(failPointKills[step, default: 0])"))
        }
        rows += [
            ("kills: random moment", "\(randomKills)"),
            ("kills: app edit (one in \(appEvery) iterations)", "\(appEditKills)"),
            ("kills: app sync (one in \(appEvery) iterations)", "\(appSyncKills)"),
            ("calls to remindd (acknowledged)", "\(calls) (\(acknowledged))"),
            ("popups", "\(popups)"),
            ("lost", "\(lost.count)"),
            ("doubled: allowed (taken, not yet recorded)", "\(allowedDoubles)"),
            ("doubled: outside the window", "\(forbiddenDoubles.count)"),
            ("corrupt", "\(corrupt.count)"),
            ("other failures", "\(failures.count)"),
            ("time", String(format: "%.0f s (%.3f s per iteration)", seconds, each)),
        ]
        let width = rows.map(\.0.count).max() ?? 0
        let lines = rows.map { name, value in
            "| \(name.padding(toLength: width, withPad: " ", startingAt: 0)) | \(value) |"
        }
        let details = (lost + forbiddenDoubles + corrupt + failures).prefix(40)
        return (["Soak:"] + lines + details.map { "  \($0)" }).joined(separator: "\n")
    }
}
