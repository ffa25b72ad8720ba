import Foundation
import Translations

extension SyncReport {
    /// The sentences on what a sync left alone on the servers, for `checklists sync` and the
    /// window's bar: the tasks it could not read, by file name; the events it skipped on
    /// purpose. Empty when it left nothing alone.
    public var leftAlone: [String] {
        var lines: [String] = []
        if !unreadable.isEmpty {
            let names = unreadable.map { href in
                let name = href.split(separator: "/").last.map(String.init) ?? href
                return name.removingPercentEncoding ?? name
            }
            lines.append(
                trn(
                    "%1$d task on the server could not be read and was left as it is: %2$s",
                    "%1$d tasks on the server could not be read and were left as they are: %2$s", unreadable.count,
                    names.joined(separator: ", ")))
        }
        if skippedEvents > 0 {
            lines.append(
                trn(
                    "%d event in the synced calendars was left alone: Checklists syncs tasks only",
                    "%d events in the synced calendars were left alone: Checklists syncs tasks only", skippedEvents))
        }
        return lines
    }
}
