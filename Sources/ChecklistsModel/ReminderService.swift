import Foundation
import LocalNotifications

/// remindd as the window and the tray use it: everything they ask of it and hear from it.
///
/// Nothing here blocks: each call is queued and made in order away from the main loop, again
/// until remindd answers; what becomes of the calls comes back as `onProgress` events, and
/// questions are answered, on the main loop. So the `ReminderScheduling` calls never throw
/// here (a refusal is a `.refused` event). The live one is `BackgroundReminders`
/// (ChecklistsReminders); tests use a recording double. The command line, which waits and
/// fails, uses a plain `ReminderScheduling` instead.
public protocol ReminderService: ReminderScheduling {
    /// Told on the main loop when calls start waiting for remindd, when all are answered
    /// again, and when remindd refused one.
    var onProgress: (ReminderProgress) -> Void { get set }
    /// Pauses every app's popups but critical ones until `date`, or resumes them (nil).
    func pause(until date: Date?)
    /// Registers the app's categories (the actions its popups offer), replacing its others.
    func register(_ categories: [NotificationCategory])
    /// Asks whether reminders can pop up now; `answer` gets the reply on the main loop.
    func checkAvailability(_ answer: @escaping (ReminderAvailability) -> Void)
    /// Asks, without starting remindd, how remindd and the notification server are doing (for
    /// Settings' Status); `answer` gets the state on the main loop.
    func probe(_ answer: @escaping (ReminderServiceState) -> Void)
    /// Starts hearing the app's reminders as they pop up: `onShown` gets each one's request on
    /// the main loop (not the ones recorded as missed, which never popped up), for as long as
    /// the returned object is kept.
    ///
    /// - Throws: when there is no session bus, so no reminder can pop up either.
    func observeDeliveries(_ onShown: @escaping (NotificationRequest) -> Void) throws -> AnyObject
}
