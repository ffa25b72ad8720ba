import RemindDaemon

/// A `ChunkRunner` whose steps run when the test says, as the idle loop would run them.
final class ManualChunks: ChunkRunner {
    private var steps: [() -> Bool] = []

    /// How many step runners wait.
    var waiting: Int { steps.count }

    func run(_ step: @escaping () -> Bool) {
        steps.append(step)
    }

    /// Runs one step of each waiting runner, as one turn of the idle loop; returns how many ran.
    @discardableResult
    func turn() -> Int {
        let current = steps
        steps = []
        for step in current where step() { steps.append(step) }
        return current.count
    }

    /// Runs every step until none is left.
    func runAll() {
        while turn() > 0 {}
    }
}
