/// The machine going to sleep: between logind's `PrepareForSleep(true)` and the resume,
/// remindd fires nothing, so that no popup is posted to a screen about to go dark and
/// everything that comes due meanwhile is posted once, after the resume, as missed.
///
/// Should the machine not go to sleep after all and no resume come, the hold ends after
/// `sleepHoldSeconds` of monotonic time, which does not count while the machine sleeps.
extension Daemon {
    /// How long the hold lasts at most while the machine stays awake, in seconds.
    static let sleepHoldSeconds: UInt32 = 60

    /// logind said the machine goes to sleep: holds firing until the resume
    /// (`timeChanged(.resumed)`) or, when the machine stays awake, until the hold times out.
    public func sleepStarting() {
        log.log(.status, "the machine goes to sleep; reminders wait for the resume")
        sleepTimer.schedule(after: Self.sleepHoldSeconds) { [weak self] in
            self?.log.log(.status, "the machine did not go to sleep; reminders fire again")
            self?.rescan(reason: "sleep did not come")
        }
        holdTimerForSleep()
    }

    /// Arms the timer at no due time while firing is held: at a due time that passed, it
    /// would wake the daemon again and again for nothing; disarmed, it would not hear the
    /// clock being set.
    func holdTimerForSleep() {
        do {
            try timer.arm(at: .distantFuture)
            log.debug("held while the machine goes to sleep; timer armed for no due time")
        } catch {
            log.log(.failed, "arming the timer: \(error)")
        }
    }
}
