import ChecklistsModel
import Foundation
import Testing

@testable import ChecklistsSync

/// The three-way merge of an item changed on both sides, property by property.
@Suite("Sync: three-way merge")
struct ItemMergeTests {
    private static let due = Date(timeIntervalSince1970: 1_800_000_000)

    private static func fields(
        text: String = "Milk", notes: String? = nil, due: Date? = ItemMergeTests.due, checked: Bool = false,
        reminders: [ItemAlarm] = [.atDue], rings: Bool = false
    ) -> ItemMerge.Fields {
        var item = ChecklistItem(id: 1, checklistID: 1, uid: "u1", text: text, isChecked: checked, dueDate: due)
        item.notes = notes
        item.reminders = reminders
        item.ringsAlarm = rings
        item.completedAt = checked ? ItemMergeTests.due : nil
        return ItemMerge.Fields(item)
    }

    /// A property changed on one side only takes that side, whichever changed last.
    @Test func oneSidedChangesAreBothKept() {
        let base = Self.fields()
        let local = Self.fields(notes: "2 litres")
        let remote = Self.fields(checked: true)
        for localIsLater in [true, false] {
            let merged = ItemMerge.merge(base: base, local: local, remote: remote, localIsLater: localIsLater)
            #expect(merged.notes == "2 litres")
            #expect(merged.completion.checked)
        }
    }

    /// The same property changed on both sides: the side changed last wins it; the others
    /// still merge.
    @Test func theLaterSideWinsAPropertyChangedOnBoth() {
        let base = Self.fields()
        let local = Self.fields(text: "Oat milk", reminders: [])
        let remote = Self.fields(text: "Soy milk", due: Self.due.addingTimeInterval(3_600))
        let localWins = ItemMerge.merge(base: base, local: local, remote: remote, localIsLater: true)
        #expect(localWins.text == "Oat milk")
        #expect(localWins.reminders.isEmpty)
        #expect(localWins.due.date == Self.due.addingTimeInterval(3_600))
        let remoteWins = ItemMerge.merge(base: base, local: local, remote: remote, localIsLater: false)
        #expect(remoteWins.text == "Soy milk")
        #expect(remoteWins.reminders.isEmpty)
    }

    /// Without a base (the same UID met for the first time), every difference goes to the
    /// side changed last.
    @Test func withoutABaseTheLaterSideWinsEveryDifference() {
        let local = Self.fields(text: "Oat milk", notes: "here")
        let remote = Self.fields(text: "Soy milk")
        let merged = ItemMerge.merge(base: nil, local: local, remote: remote, localIsLater: false)
        #expect(merged == remote)
    }

    /// "Ring until I respond" turned on on the phone and the notes changed here: both are kept,
    /// and the imported copy carries the ring.
    @Test func ringMergesLikeTheOtherAlarmOptions() {
        let base = Self.fields()
        let local = Self.fields(notes: "early")
        let remote = Self.fields(rings: true)
        let merged = ItemMerge.merge(base: base, local: local, remote: remote, localIsLater: true)
        #expect(merged.rings && merged.notes == "early")
        #expect(merged.imported(uid: "u1", created: nil, modified: Self.due).draft.ringsAlarm)
    }
}
