/// How the window's calls to remindd are doing, when they run in the background.
public enum ReminderProgress: Sendable, Equatable {
    /// Every call was answered: the reminders in remindd are what the items say.
    case upToDate
    /// A call has waited for remindd for a while, or failed (the text says why, as a
    /// sentence); it is made again until remindd answers, and then the reminders are
    /// scheduled (once: schedule and cancel replace by identifier).
    case waiting(String?)
    /// remindd refused a call (bad input); the text says why. It is not made again.
    case refused(String)
}
