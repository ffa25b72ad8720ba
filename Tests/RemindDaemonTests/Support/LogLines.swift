import RemindDaemon

/// A verbose daemon log whose lines the test reads.
final class LogLines {
    /// Every line, oldest first.
    private(set) var lines: [String] = []

    /// A log writing here, detail lines included.
    func makeLog() -> DaemonLog {
        DaemonLog(verbose: true) { [weak self] line in self?.lines.append(line) }
    }

    /// Whether a line contains `text`.
    func contains(_ text: String) -> Bool {
        lines.contains { $0.contains(text) }
    }

    /// How many lines contain `text`.
    func count(_ text: String) -> Int {
        lines.filter { $0.contains(text) }.count
    }
}
