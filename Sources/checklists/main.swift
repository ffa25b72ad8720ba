// Composition root of `checklists`: the command line over the live remindd client.
// (The GTK window comes later; see HelpText.main.)
import ChecklistsCommandLine
import Foundation
import RemindersClient

let status = CommandRunner(service: RemindersClient()).run(Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
