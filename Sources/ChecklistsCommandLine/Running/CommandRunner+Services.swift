import ChecklistsModel
import ChecklistsSync
import Foundation
import Translations

/// What the commands share when they run: the model and the sync, opened once per run,
/// their errors carried over, and the lines they print alike.
extension CommandRunner {
    /// The checklist that `add` uses when no `--list` is given, created when missing.
    public static let defaultChecklistName = Checklist.defaultName

    /// Opens the checklists model; a problem it recovered from is one line on standard error.
    func openChecklists() throws(CommandLineError) -> ChecklistsModel {
        try checklists { [output] in
            try openModel { problem in output.standardError("checklists: \(Self.oneLine(problem))\n") }
        }
    }

    /// Runs a call of the model (or the opening of its database), carrying its error over.
    func checklists<Result>(_ call: () throws -> Result) throws(CommandLineError) -> Result {
        do {
            return try call()
        } catch let error as ChecklistsError {
            throw CommandLineError(error)
        } catch let error as CommandLineError {
            throw error
        } catch {
            throw .failure(String(describing: error))
        }
    }

    /// The checklist with this name; bad input when there is none.
    func existingChecklist(_ name: String, in model: ChecklistsModel) throws(CommandLineError) -> Checklist {
        guard let list = try checklists({ try model.checklist(named: name) }) else {
            throw CommandLineError(ChecklistsError.noSuchChecklist(name))
        }
        return list
    }

    /// Says on standard error when the item is due and how it repeats, as stored, so that a
    /// phrase such as "fri 7pm" can be checked (standard output keeps only the ID).
    func reportSchedule(of item: ChecklistItem) {
        guard let due = item.dueDate else { return }
        let zone = item.dueTimeZone.flatMap(TimeZone.init(identifier:)) ?? timeZone
        let date = DueDescription.text(due, isAllDay: item.dueIsAllDay, zone: zone)
        let line =
            item.recurrence.map {
                tr("item %1$d due %2$s, %3$s", "\(item.id)", date, RepeatDescription.text($0, zone: zone))
            } ?? tr("item %1$d due %2$s", "\(item.id)", date)
        output.standardError("checklists: \(line)\n")
    }

    /// Opens the CalDAV sync; a problem it recovered from is one line on standard error.
    func openSyncEngine() throws(CommandLineError) -> SyncEngine {
        try syncing { try openSync { message in output.standardError("checklists: \(message)\n") } }
    }

    /// Prints a sync's report; a failed account is one line on standard error and exit 1.
    func finish(_ report: SyncReport, json: Bool) throws(CommandLineError) {
        output.standardOutput(json ? try SyncOutput.reportJSON(report) : SyncOutput.reportLines(report))
        guard let first = report.failures.first else { return }
        for failure in report.failures.dropFirst() {
            output.standardError("checklists: " + tr("cannot sync %s: %s", failure.account, failure.message) + "\n")
        }
        throw .failure(tr("cannot sync %s: %s", "\(first.account)", "\(first.message)"))
    }

    /// Runs a sync call; its errors become exit 2 (the user's input) or 1 (the server, the
    /// keyring, the store).
    func syncing<T>(_ body: () throws -> T) throws(CommandLineError) -> T {
        do {
            return try body()
        } catch let error as CommandLineError {
            throw error
        } catch let error as SyncError {
            throw error.isUsageError ? .usage(error.description) : .failure(error.description)
        } catch {
            throw .failure(String(describing: error))
        }
    }
}
