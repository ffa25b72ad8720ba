import ChecklistsModel
import Foundation
import LocalNotifications

/// What the next version of a calendar resource takes from the version the server holds:
/// `SEQUENCE` one above it (RFC 5545: each revision a change of ours makes counts up), and
/// its `RRULE` value as it was written there, while that still means the item's rule
/// (`FREQ=WEEKLY` stays so, rather than the `FREQ=WEEKLY;BYDAY=WE` the item keeps).
public struct ResourceRevision {
    /// The `SEQUENCE` to write.
    let sequence: Int
    /// The server's `RRULE` value to write instead of the item's, or nil.
    let rrule: String?

    /// The revision of `item` after `previous`, the server's copy (nil for a new resource:
    /// the count goes on from a `SEQUENCE` the item kept from a file, else starts at 0).
    /// A server's copy that cannot be read is taken for one without them.
    init(of item: ChecklistItem, after previous: String?, localZone: TimeZone) {
        let todo = previous.flatMap(Self.todo)
        let kept = item.extraProperties.filter(Self.isSequence).compactMap(Self.value).max()
        // A server's copy without SEQUENCE is at 0, RFC 5545's default.
        let earlier = todo.map { todo in
            todo.property("SEQUENCE").flatMap { Int($0.value.trimmingCharacters(in: .whitespaces)) } ?? 0
        }
        sequence = [kept, earlier].compactMap { $0 }.max().map { $0 + 1 } ?? 0
        rrule = todo?.property("RRULE").map(\.value).flatMap { value in
            Self.means(value, item: item, localZone: localZone) ? value : nil
        }
    }

    /// Whether a kept line is a `SEQUENCE`.
    public static func isSequence(_ line: String) -> Bool {
        line.prefix { $0 != ":" && $0 != ";" }.uppercased() == "SEQUENCE"
    }

    /// The lines to write among the item's kept ones: theirs without `SEQUENCE`, then this
    /// revision's `SEQUENCE` and the server's `RRULE`.
    func lines(keeping kept: [String]) -> [String] {
        kept.filter { !Self.isSequence($0) } + ["SEQUENCE:\(sequence)"] + (rrule.map { ["RRULE:" + $0] } ?? [])
    }

    private static func value(_ line: String) -> Int? {
        guard let colon = line.firstIndex(of: ":") else { return nil }
        return Int(line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
    }

    /// The first `VTODO` of a resource's text; nil when it cannot be read.
    private static func todo(_ text: String) -> ComponentText? {
        guard let lines = try? ContentLineReader.lines(text),
            let components = try? ComponentText.components(lines)
        else { return nil }
        return components.lazy.flatMap(\.children).first { $0.name == "VTODO" }
    }

    /// Whether the `RRULE` value, anchored at the item's due date as the item's rule is,
    /// gives that rule.
    private static func means(_ value: String, item: ChecklistItem, localZone: TimeZone) -> Bool {
        guard let recurrence = item.recurrence, let due = item.dueDate else { return false }
        let zone = item.dueTimeZone.flatMap(TimeZone.init(identifier:)) ?? localZone
        guard let rule = try? RecurrenceRule(rrule: value, zone: zone) else { return false }
        return rule.anchored(at: due, in: zone) == recurrence.rule
    }
}
