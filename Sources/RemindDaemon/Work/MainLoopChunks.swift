import CGLib

/// The live `ChunkRunner`: each step is an idle source of the GLib main loop, at idle
/// priority, so that timers, bus messages and file monitors come first.
public final class MainLoopChunks: ChunkRunner {
    /// A runner on the default main context.
    public init() {}

    /// Adds an idle source that calls `step` until it returns false.
    public func run(_ step: @escaping () -> Bool) {
        add(step, priority: G_PRIORITY_DEFAULT_IDLE)
    }

    /// Adds an idle source below the others' priority: GLib dispatches none of it while an
    /// idle source of `run` is ready.
    public func runInBackground(_ step: @escaping () -> Bool) {
        add(step, priority: G_PRIORITY_LOW)
    }

    private func add(_ step: @escaping () -> Bool, priority: Int32) {
        g_idle_add_full(
            priority,
            { data in
                guard let data else { return 0 }
                return Unmanaged<StepBox>.fromOpaque(data).takeUnretainedValue().step() ? 1 : 0
            }, Unmanaged.passRetained(StepBox(step)).toOpaque(),
            { data in
                if let data { Unmanaged<StepBox>.fromOpaque(data).release() }
            })
    }
}

/// A step carried through the idle source's user data; the source's destroy notify releases it.
private final class StepBox {
    let step: () -> Bool

    init(_ step: @escaping () -> Bool) {
        self.step = step
    }
}
