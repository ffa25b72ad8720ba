import ChecklistsICalendar
import ChecklistsModel
import Foundation
import Translations

extension CommandRunner {
    /// The largest file `import` reads.
    static let largestCalendarFile = 64 * 1_024 * 1_024

    /// Writes every checklist (or the one named) as iCalendar to `file`, or to standard
    /// output for "-"; the file is replaced atomically.
    func exportCalendar(to file: String, list: String?, from model: ChecklistsModel) throws(CommandLineError) {
        let text = try checklists {
            try ICalendarTransfer.exportText(list: list, from: model, zone: timeZone, now: now())
        }
        if file == "-" {
            output.standardOutput(text)
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
        } catch {
            throw .failure(tr("cannot write %s: %s", "\(file)", "\(error.localizedDescription)"))
        }
    }

    /// Reads the iCalendar `file` (or standard input for "-") into the checklists it names
    /// (or the one named, created when missing), all or none, and prints one line: how many
    /// items were added, updated and skipped, and why.
    func importCalendar(from file: String, list: String?, into model: ChecklistsModel) throws(CommandLineError) {
        if let list { _ = try checklists { try TextRules.checklistName(list) } }
        let data: Data
        if file == "-" {
            data = readStandardInput()
        } else {
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: file), options: .mappedIfSafe)
            } catch {
                throw .badInput(tr("cannot read %s: %s", "\(file)", "\(error.localizedDescription)"))
            }
        }
        let name = file == "-" ? "standard input" : file
        guard data.count <= Self.largestCalendarFile else {
            throw .badInput(
                tr("%s is larger than %s MB: import it in parts", "\(name)", "\(Self.largestCalendarFile / 1_048_576)"))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .badInput(tr("%s is not iCalendar: it is not UTF-8 text", "\(name)"))
        }
        let summary: ImportSummary
        do {
            summary = try ICalendarTransfer.importText(text, list: list, into: model, zone: timeZone, now: now())
        } catch let error as ICalendarError {
            throw .badInput("\(name) \(error)")
        } catch let error as ChecklistsError {
            throw CommandLineError(error)
        } catch {
            throw .failure(String(describing: error))
        }
        output.standardOutput(summary.line + "\n")
        if let failure = summary.reminderFailure { throw CommandLineError(failure) }
    }
}
