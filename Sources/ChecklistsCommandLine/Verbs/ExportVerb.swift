import ChecklistsICalendar
import Foundation
import Translations

/// Writes checklists as iCalendar: `export FILE [--list NAME]`.
enum ExportVerb: VerbDefinition {
    /// The name typed on the command line.
    static let name = "export"
    /// The overview lists it under this heading.
    static let group = VerbGroup.checklists
    /// Its line in the overview.
    static let summary = tr("Write checklists as an iCalendar file other apps read")
    /// Its forms, as its usage and the man page's synopsis show them.
    static let synopsis = [
        tr("export FILE [--list NAME]")
    ]
    /// Its arguments that are not options.
    static let arguments: [ArgumentDeclaration] = [
        ArgumentDeclaration("FILE", "iCalendar file", completion: .file)
    ]
    /// Its options, as its help and the completions show them.
    static let options: [OptionDeclaration] = [
        .value("--list", tr("NAME"), "The checklist", help: tr("Only this checklist (any case)"))
    ]

    /// What it does, in its help.
    static let about = tr(
        """
        Writes every checklist, or the one named, as iCalendar (RFC 5545) that Thunderbird,
        Evolution, Nextcloud Tasks, Tasks.org and CalDAV servers read: one VCALENDAR a
        checklist (its name in X-WR-CALNAME), one VTODO an item, with its notes, due date,
        repeat rule and one VALARM per reminder. What an import kept of another app's
        properties is written back unchanged. FILE "-" is standard output; a file is
        replaced whole.
        """)
    /// Its help after the options.
    static let epilogue: String? = tr(
        """
        Examples:
          checklists export checklists.ics
          checklists export - --list Errands
        """)

    /// The command its arguments ask for.
    static func parse(_ reader: inout ArgumentReader, with parser: CommandParser) throws(CommandLineError) -> Command {
        let options = try ChecklistOptions(&reader, verb: name, allowed: Self.options)
        let file = try options.positionals([tr("a FILE (\"-\" for standard output)")], verb: name)[0]
        return .export(file: file, list: options.list)
    }

    /// Writes every checklist (or the one named) as iCalendar to `file`, or to standard
    /// output for "-"; the file is replaced atomically.
    static func run(file: String, list: String?, with runner: CommandRunner) throws(CommandLineError) {
        let model = try runner.openChecklists()
        let text = try runner.checklists {
            try ICalendarTransfer.exportText(list: list, from: model, zone: runner.timeZone, now: runner.now())
        }
        if file == "-" {
            runner.output.standardOutput(text)
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
        } catch {
            throw .failure(tr("cannot write %s: %s", "\(file)", "\(error.localizedDescription)"))
        }
    }
}
