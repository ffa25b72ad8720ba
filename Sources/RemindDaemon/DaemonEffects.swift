/// Everything the daemon does outside its store, each through a small protocol: the
/// composition root hands in the live implementations, unit tests their doubles.
public struct DaemonEffects {
    /// The clock; the scheduler must read the same one.
    public var clock: any DaemonClock
    /// The wake-up timer.
    public var timer: any WakeUpTimer
    /// Wakes the computer from suspend for `wake-system` requests.
    public var wakeAlarm: any SystemWakeAlarm
    /// The notification server's presence and capabilities.
    public var server: any NotificationServerPresence
    /// Shows the popups.
    public var poster: any PopupPoster
    /// The pause before posting again after the server refused a popup.
    public var retryTimer: any RetryTimer
    /// The API's signals and the responses handed to the apps.
    public var signals: any SignalEmitter
    /// The device's location, for location requests.
    public var location: any LocationSource
    /// Runs long work in short steps on the main loop.
    public var chunks: any ChunkRunner
    /// Ends the hold of popups when logind said the machine goes to sleep and it then did
    /// not (see Daemon+Sleep); it counts monotonic time, which stops while asleep.
    public var sleepTimer: any RetryTimer
    /// Spaces the popups of a burst on a server that would hide a banner still sliding in
    /// (see `PopupQueue.bannerGap`).
    public var bannerTimer: any RetryTimer
    /// Plays the sounds of ringing requests (`sound-loop`).
    public var sound: any SoundPlayer
    /// Makes the timer that ends a ring at its limit, one per ring.
    public var ringTimer: () -> any RetryTimer

    /// Gathers the effects.
    public init(
        clock: any DaemonClock, timer: any WakeUpTimer, server: any NotificationServerPresence,
        poster: any PopupPoster, retryTimer: any RetryTimer, signals: any SignalEmitter, location: any LocationSource,
        chunks: any ChunkRunner = MainLoopChunks(), sleepTimer: any RetryTimer = MonotonicRetryTimer(),
        bannerTimer: any RetryTimer = MonotonicRetryTimer(), wakeAlarm: any SystemWakeAlarm,
        sound: any SoundPlayer = GSoundPlayer(), ringTimer: @escaping () -> any RetryTimer = { MonotonicRetryTimer() }
    ) {
        self.clock = clock
        self.timer = timer
        self.wakeAlarm = wakeAlarm
        self.server = server
        self.poster = poster
        self.retryTimer = retryTimer
        self.signals = signals
        self.location = location
        self.chunks = chunks
        self.sleepTimer = sleepTimer
        self.bannerTimer = bannerTimer
        self.sound = sound
        self.ringTimer = ringTimer
    }
}
