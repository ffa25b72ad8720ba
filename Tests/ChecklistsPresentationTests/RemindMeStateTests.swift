import ChecklistsModel
import ChecklistsPresentation
import Testing

/// The Remind Me switch and the reminders under it agree: on exactly when there are reminders.
@Suite("Remind Me switch")
struct RemindMeStateTests {
    /// A new item without default reminders starts off; switched on, it reminds at the due time.
    @Test func onGivesOneAtTheDueTime() {
        var state = RemindMeState(reminders: [], defaults: [])
        #expect(!state.isOn)
        state.set(on: true)
        #expect(state.isOn && state.reminders == [.atDue])
    }

    /// Switched on, an item without reminders gets Settings' "New items remind".
    @Test func onGivesTheDefaults() {
        var state = RemindMeState(reminders: [], defaults: [.beforeDue(seconds: 900), .atDue])
        state.set(on: true)
        #expect(state.reminders == [.beforeDue(seconds: 900), .atDue])
    }

    /// Off empties the list; on again in the same dialog brings back what it held.
    @Test func offAndOnAgainBringsTheListBack() {
        let held: [ItemAlarm] = [.beforeDue(seconds: 3_600), .beforeDue(seconds: 86_400)]
        var state = RemindMeState(reminders: held, defaults: [.atDue])
        #expect(state.isOn)
        state.set(on: false)
        #expect(!state.isOn && state.reminders.isEmpty)
        state.set(on: true)
        #expect(state.reminders == held)
    }

    /// Removing the last reminder switches it off; on again then gives the defaults, not the
    /// removed one.
    @Test func removingTheLastSwitchesOff() {
        var state = RemindMeState(reminders: [.beforeDue(seconds: 300)], defaults: [])
        state.remove(.beforeDue(seconds: 300))
        #expect(!state.isOn)
        state.set(on: true)
        #expect(state.reminders == [.atDue])
    }

    /// A reminder is listed once; the list keeps the order of adding.
    @Test func addKeepsOrderWithoutDoubles() {
        var state = RemindMeState(reminders: [.atDue], defaults: [])
        let added = state.add(.beforeDue(seconds: 900))
        let doubled = state.add(.atDue)
        #expect(added && !doubled)
        #expect(state.reminders == [.atDue, .beforeDue(seconds: 900)])
    }
}
