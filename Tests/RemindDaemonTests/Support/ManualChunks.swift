import RemindDaemon

/// A `ChunkRunner` whose steps run when the test says, as the idle loop would run them:
/// background steps only in a turn with no other step waiting.
final class ManualChunks: ChunkRunner {
    private var steps: [() -> Bool] = []
    private var background: [() -> Bool] = []

    /// How many step runners wait, in the background or not.
    var waiting: Int { steps.count + background.count }

    func run(_ step: @escaping () -> Bool) {
        steps.append(step)
    }

    func runInBackground(_ step: @escaping () -> Bool) {
        background.append(step)
    }

    /// Runs one step of each waiting runner (of each background one when no other waits),
    /// as one turn of the idle loop; returns how many ran.
    @discardableResult
    func turn() -> Int {
        if steps.isEmpty {
            let current = background
            background = []
            for step in current where step() { background.append(step) }
            return current.count
        }
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
