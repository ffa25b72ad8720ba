import Foundation
import Translations

/// The help texts of `checklists`: the overview, made from the commands' declarations, and
/// each command's own help, which its `VerbDefinition` holds.
public enum HelpText {
    /// The overview, shown by `checklists --help` and, on standard error, by `checklists` alone.
    public static var main: String {
        let groups = VerbGroup.allCases.map { group in
            group.heading + "\n"
                + Verb.allCases.filter { $0.definition.group == group }.map { verb in
                    "  " + verb.rawValue.padding(toLength: commandColumn, withPad: " ", startingAt: 0)
                        + verb.definition.summary + "\n"
                }.joined()
        }
        return prologue + "\n\n" + groups.joined(separator: "\n") + "\n" + epilogue + "\n"
    }

    /// The help of one command.
    public static func text(for verb: Verb) -> String {
        verb.definition.help
    }

    /// `checklists notify --help`.
    public static var notify: String { NotifyVerb.help }
    /// `checklists add --help`.
    public static var add: String { AddVerb.help }
    /// `checklists items --help`.
    public static var items: String { ItemsVerb.help }
    /// `checklists edit --help`.
    public static var edit: String { EditVerb.help }
    /// `checklists daily-reminder --help`.
    public static var dailyReminder: String { DailyReminderVerb.help }

    /// How wide the overview's column of command names is, with the spaces after the longest.
    private static let commandColumn = 17

    /// The overview's usage line and what Checklists is.
    private static let prologue = tr(
        """
        Usage: checklists [COMMAND [OPTIONS]]

        Checklists keeps checklists of items, each with an optional due date and reminder.
        Reminders go through remindd, the reminder daemon of your session, which delivers
        them as desktop notifications even when Checklists is not running. The checklists
        are kept in $XDG_DATA_HOME/checklists (by default ~/.local/share/checklists), the
        settings in $XDG_CONFIG_HOME/checklists (by default ~/.config/checklists).
        """)

    /// The overview's options, what happens without a command, and the exit statuses.
    private static let epilogue = tr(
        """
        Options:
          -h, --help       Show this help; "checklists COMMAND --help" (or "checklists help
                           COMMAND") explains a command and its options

        Without a command, checklists opens its window; when it is open already, the
        running window comes to the front instead.

        Exit status: 0 on success; 2 on bad usage or bad input (nothing was changed);
        1 on any other failure, such as remindd not being reachable (a change of a checklist
        or a setting is saved all the same; the message says so).
        """)
}
