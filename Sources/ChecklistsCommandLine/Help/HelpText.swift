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

    /// The help of one command, made from its declarations: usage, what it does, its
    /// arguments when it explains them, its options, and what follows them.
    public static func text(for verb: Verb) -> String {
        let definition = verb.definition
        var text =
            tr("Usage:") + " checklists " + definition.synopsis.joined(separator: "\n       checklists ") + "\n\n"
            + definition.about + "\n\n"
        let explained = definition.arguments.compactMap { argument in argument.help.map { (argument.name, $0) } }
        if !explained.isEmpty {
            text += tr("Arguments:") + "\n" + explained.map { row($0.0, $0.1) }.joined() + "\n"
        }
        text += tr("Options:") + "\n" + definition.options.map { row($0.label, $0.help) }.joined()
        text += row("-h, --help", tr("Show this help"))
        if let epilogue = definition.epilogue { text += "\n" + epilogue + "\n" }
        return text
    }

    /// `checklists notify --help`.
    public static var notify: String { text(for: Verb(NotifyVerb.self)) }
    /// `checklists add --help`.
    public static var add: String { text(for: Verb(AddVerb.self)) }
    /// `checklists items --help`.
    public static var items: String { text(for: Verb(ItemsVerb.self)) }
    /// `checklists edit --help`.
    public static var edit: String { text(for: Verb(EditVerb.self)) }
    /// `checklists daily-reminder --help`.
    public static var dailyReminder: String { text(for: Verb(DailyReminderVerb.self)) }

    /// One row of the arguments or options: the label, then the help's lines in a column
    /// (under the label when it is too wide for the column).
    private static func row(_ label: String, _ help: String) -> String {
        let indent = String(repeating: " ", count: helpColumn)
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        let first =
            label.count + 4 <= helpColumn
            ? "  " + label.padding(toLength: helpColumn - 2, withPad: " ", startingAt: 0) + lines[0]
            : "  " + label + "\n" + indent + lines[0]
        return first + "\n" + lines.dropFirst().map { indent + $0 + "\n" }.joined()
    }

    /// Where the help of an argument or option starts on its row.
    private static let helpColumn = 21

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
