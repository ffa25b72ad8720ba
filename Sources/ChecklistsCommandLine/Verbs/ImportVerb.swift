import ChecklistsICalendar
import ChecklistsModel
import Foundation
import Translations

/// Reads checklists from iCalendar: `import FILE [--list NAME]`.
enum ImportVerb: VerbDefinition {
    /// The name typed on the command line.
    static let name = "import"
    /// The overview lists it under this heading.
    static let group = VerbGroup.checklists
    /// Its line in the overview.
    static let summary = tr("Read checklists from an iCalendar file")
    /// Its forms, as its usage and the man page's synopsis show them.
    static let synopsis = [
        tr("import FILE [--list NAME]")
    ]
    /// Its arguments that are not options.
    static let arguments: [ArgumentDeclaration] = [
        ArgumentDeclaration("FILE", "iCalendar file", completion: .file)
    ]
    /// Its options, as its help and the completions show them.
    static let options: [OptionDeclaration] = [
        .value("--list", tr("NAME"), "The checklist", help: tr("Put every item into this checklist (any case)"))
    ]

    /// What it does, in its help.
    static let about = tr(
        """
        Reads an iCalendar file into the checklists it names (X-WR-CALNAME; created when
        missing), or all into NAME, and prints one line: how many items were added,
        updated and skipped, and why. An item whose UID is here already is updated when
        the file's copy was changed later (LAST-MODIFIED), not duplicated. Events are
        skipped. Reminders of imported items follow the rules of typed ones. FILE "-" is
        standard input.

        A file that cannot be read is refused with one line naming the line number and
        what was wrong, and nothing is imported (all or none).
        """)
    /// Its help after the options.
    static let epilogue: String? = tr(
        """
        Examples:
          checklists import ~/Downloads/tasks.ics
          checklists import - --list Errands < shared.ics
        """)

    /// The command its arguments ask for.
    static func parse(_ reader: inout ArgumentReader, with parser: CommandParser) throws(CommandLineError) -> Command {
        let options = try ChecklistOptions(&reader, verb: name, allowed: Self.options)
        let file = try options.positionals([tr("a FILE (\"-\" for standard input)")], verb: name)[0]
        return .import(file: file, list: options.list)
    }

    /// The largest file `import` reads.
    static let largestFile = 64 * 1_024 * 1_024

    /// Reads the iCalendar `file` (or standard input for "-") into the checklists it names
    /// (or the one named, created when missing), all or none, and prints one line: how many
    /// items were added, updated and skipped, and why.
    static func run(file: String, list: String?, with runner: CommandRunner) throws(CommandLineError) {
        let model = try runner.openChecklists()
        if let list { _ = try runner.checklists { try TextRules.checklistName(list) } }
        let data: Data
        if file == "-" {
            data = runner.readStandardInput()
        } else {
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: file), options: .mappedIfSafe)
            } catch {
                throw .badInput(tr("cannot read %s: %s", "\(file)", "\(error.localizedDescription)"))
            }
        }
        let name = file == "-" ? "standard input" : file
        guard data.count <= largestFile else {
            throw .badInput(tr("%s is larger than %s MB: import it in parts", "\(name)", "\(largestFile / 1_048_576)"))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .badInput(tr("%s is not iCalendar: it is not UTF-8 text", "\(name)"))
        }
        let summary: ImportSummary
        do {
            summary = try ICalendarTransfer.importText(
                text, list: list, into: model, zone: runner.timeZone, now: runner.now())
        } catch let error as ICalendarError {
            throw .badInput("\(name) \(error)")
        } catch let error as ChecklistsError {
            throw CommandLineError(error)
        } catch {
            throw .failure(String(describing: error))
        }
        runner.output.standardOutput(summary.line + "\n")
        if let failure = summary.reminderFailure { throw CommandLineError(failure) }
    }
}
