import ChecklistsModel
import ChecklistsPresentation

/// What a row of the lists pane stands for: a smart list gathered from every checklist,
/// or one checklist.
enum ListChoice: Equatable {
    /// Today or Upcoming.
    case smart(SmartList)
    /// A checklist.
    case checklist(Checklist)

    /// The smart list, when the row is one.
    var smartList: SmartList? {
        if case .smart(let list) = self { return list }
        return nil
    }

    /// The checklist, when the row is one.
    var checklist: Checklist? {
        if case .checklist(let checklist) = self { return checklist }
        return nil
    }
}
