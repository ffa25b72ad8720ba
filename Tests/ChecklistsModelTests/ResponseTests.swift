import ChecklistsModel
import Foundation
import LocalNotifications
import Testing

/// The model decides what the user's answer to a popup means, does it, and says what the
/// window should show; remindd is the recording double and time the manual clock.
@Suite("Model: answers to popups")
struct ResponseTests {
    /// Mark Done ticks the item off and cancels its reminders.
    @Test func markDoneChecksTheItemOff() throws {
        let harness = try ModelHarness()
        let item = try harness.item("Call mum", in: try harness.list(), due: "2026-06-15 18:00", remind: true)
        let outcome = try harness.model.respond(
            to: NotificationResponse(identifier: "\(item.id)", action: ItemReminder.markDoneAction), snoozeMinutes: 10)
        let stored = try #require(try harness.model.item(item.id))
        #expect(stored.isChecked)
        #expect(outcome == .checkedOff(stored))
        #expect(harness.reminders.calls == [.cancel(["\(item.id)"])])
    }

    /// Snooze schedules the reminder that popped up (here the second, "ID/2") again after
    /// Settings' minutes, under its own identifier; the item stays as it was.
    @Test func snoozeUsesTheSettingsMinutesAndTheIdentifierThatPoppedUp() throws {
        let harness = try ModelHarness()
        let list = try harness.list()
        let item = try harness.model.addItem(
            ItemDraft(
                text: "Stretch", dueDate: ModelHarness.date("2026-06-15 18:00"),
                reminders: [.atDue, .beforeDue(seconds: 900)]), to: list.id)
        harness.reminders.reset()
        let outcome = try harness.model.respond(
            to: NotificationResponse(identifier: "\(item.id)/2", action: ItemReminder.snoozeAction), snoozeMinutes: 25)
        #expect(outcome == .snoozed(item, minutes: 25))
        guard case .schedule(let request) = harness.reminders.calls.first, harness.reminders.calls.count == 1 else {
            Issue.record("one schedule call expected: \(harness.reminders.calls)")
            return
        }
        #expect(request.identifier == "\(item.id)/2")
        #expect(request.trigger == .timeInterval(TimeIntervalTrigger(interval: 1_500, repeats: false)))
        #expect(try harness.model.item(item.id) == item)
    }

    /// A snooze length outside Settings' range is refused and nothing reaches remindd.
    @Test func snoozeOutsideTheRangeIsRefused() throws {
        let harness = try ModelHarness()
        let item = try harness.item("Stretch", in: try harness.list(), due: "2026-06-15 18:00", remind: true)
        #expect(throws: ChecklistsError.self) {
            try harness.model.respond(
                to: NotificationResponse(identifier: "\(item.id)", action: ItemReminder.snoozeAction),
                snoozeMinutes: 0)
        }
        #expect(harness.reminders.calls.isEmpty)
    }

    /// A reply to the daily reminder becomes an item of the default checklist, created when
    /// missing; without text the window opens, where one can be typed.
    @Test func replyAddsAnItem() throws {
        let harness = try ModelHarness()
        let reply = NotificationResponse(
            identifier: DailyReminder.identifier, action: DailyReminder.addItemAction, userText: "Buy stamps")
        guard case .addedItem(let item) = try harness.model.respond(to: reply, snoozeMinutes: 10) else {
            Issue.record("an added item expected")
            return
        }
        #expect(item.text == "Buy stamps" && item.dueDate == nil && item.reminders.isEmpty)
        #expect(try harness.model.checklist(named: Checklist.defaultName)?.id == item.checklistID)
        let noText = NotificationResponse(identifier: DailyReminder.identifier, action: DailyReminder.addItemAction)
        #expect(try harness.model.respond(to: noText, snoozeMinutes: 10) == .openWindow)
    }

    /// A reply the item rules refuse (empty) adds nothing and says why.
    @Test func emptyReplyIsRefused() throws {
        let harness = try ModelHarness()
        let reply = NotificationResponse(
            identifier: DailyReminder.identifier, action: DailyReminder.addItemAction, userText: "   ")
        #expect(throws: ChecklistsError.self) { try harness.model.respond(to: reply, snoozeMinutes: 10) }
        #expect(try harness.model.allItems().isEmpty)
    }

    /// A click on an item's popup acknowledges its reminder at the clock's time and shows the
    /// item; a click on another popup opens the window.
    @Test func clickShowsTheItemAndAcknowledges() throws {
        let harness = try ModelHarness()
        let item = try harness.item("Call mum", in: try harness.list(), due: "2026-06-15 18:00", remind: true)
        harness.clock.now = ModelHarness.date("2026-06-15 18:01")
        let outcome = try harness.model.respond(
            to: NotificationResponse(identifier: "\(item.id)", action: NotificationAction.defaultIdentifier),
            snoozeMinutes: 10)
        #expect(outcome == .showItem(item))
        #expect(try harness.model.item(item.id)?.extraProperties == ["X-MOZ-LASTACK:20260615T160100Z"])
        let daily = NotificationResponse(
            identifier: DailyReminder.identifier, action: NotificationAction.defaultIdentifier)
        #expect(try harness.model.respond(to: daily, snoozeMinutes: 10) == .openWindow)
    }

    /// Dismissing an item's popup acknowledges it and shows nothing; answers about an item
    /// deleted since, or unknown actions, change nothing.
    @Test func dismissAcknowledgesAndStaleAnswersDoNothing() throws {
        let harness = try ModelHarness()
        let item = try harness.item("Call mum", in: try harness.list(), due: "2026-06-15 18:00", remind: true)
        let dismissed = NotificationResponse(identifier: "\(item.id)", action: NotificationAction.dismissIdentifier)
        #expect(try harness.model.respond(to: dismissed, snoozeMinutes: 10) == .nothing)
        #expect(try harness.model.item(item.id)?.extraProperties == ["X-MOZ-LASTACK:20260615T082000Z"])
        for action in [ItemReminder.markDoneAction, ItemReminder.snoozeAction, "no-such-action"] {
            let stale = NotificationResponse(identifier: "999", action: action)
            #expect(try harness.model.respond(to: stale, snoozeMinutes: 10) == .nothing)
        }
        let staleClick = NotificationResponse(identifier: "999", action: NotificationAction.defaultIdentifier)
        #expect(try harness.model.respond(to: staleClick, snoozeMinutes: 10) == .openWindow)
        #expect(harness.reminders.calls.isEmpty, "\(harness.reminders.calls)")
    }
}
