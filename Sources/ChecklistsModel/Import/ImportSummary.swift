import Translations

/// What an import did: how many items were added and updated, and how many were skipped,
/// by reason.
public struct ImportSummary: Sendable, Equatable {
    /// Items that were new here.
    public var added = 0
    /// Items whose UID was here already, with an older change time, that were replaced.
    public var updated = 0
    /// Items left out, by reason ("not newer than the one here"), with their counts.
    public var skipped: [String: Int] = [:]

    /// What was imported but not all used, by remark ("repeat rules Checklists cannot
    /// follow, kept as written"), with their counts.
    public var remarks: [String: Int] = [:]

    /// The first reminder of an imported item that could not be scheduled or cancelled
    /// (remindd unreachable): the items are stored all the same.
    public var reminderFailure: ChecklistsError?

    /// An empty summary.
    public init() {}

    /// Counts one item skipped for `reason`.
    public mutating func skip(_ reason: String, count: Int = 1) {
        guard count > 0 else { return }
        skipped[reason, default: 0] += count
    }

    /// Counts one item imported with `remark`.
    public mutating func remark(_ remark: String) {
        remarks[remark, default: 0] += 1
    }

    /// The one line the command line prints and the window shows, such as "3 items added,
    /// 1 updated, 2 skipped (2 events, which are not tasks)".
    public var line: String {
        let skippedCount = skipped.values.reduce(0, +)
        var text = trn(
            "%1$d item added, %2$d updated, %3$d skipped", "%1$d items added, %2$d updated, %3$d skipped", added,
            "\(updated)", "\(skippedCount)")
        if skippedCount > 0 {
            let reasons = skipped.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
            text += " (" + reasons.joined(separator: "; ") + ")"
        }
        for (remark, count) in remarks.sorted(by: { $0.key < $1.key }) { text += "; \(count) \(remark)" }
        return text
    }
}
