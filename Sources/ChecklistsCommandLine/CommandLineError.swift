import ChecklistsModel
import RemindersClient
import Translations

/// Why the command line stopped; `description` is the one-line message the user reads
/// (after "checklists: ").
public enum CommandLineError: Error, Equatable, CustomStringConvertible {
    /// The arguments do not form a command: unknown option, missing value, conflicting flags.
    case usage(String)
    /// The command is well formed but its values are refused, locally or by remindd.
    case badInput(String)
    /// Anything else: remindd not reachable, storage failed.
    case failure(String)

    /// Carries a client error over: remindd's bad input stays bad input.
    public init(_ error: RemindersClientError) {
        switch error {
        case .badInput(let message): self = .badInput(message)
        case .failure(let message): self = .failure(message)
        }
    }

    /// Carries a model error over: refused names, texts, lists and items are bad input
    /// (nothing was changed); a reminder or storage failure is a failure.
    public init(_ error: ChecklistsError) {
        switch error {
        case .dueDateNeeded:
            // The model's rule, with the option that satisfies it.
            self = .badInput(tr("%s: give --due WHEN", error.description))
        case .emptyName, .invalidName, .duplicateName, .noSuchChecklist, .noSuchChecklistID, .noSuchItem, .emptyText,
            .invalidText, .invalidDueDate, .invalidItemDetail, .cannotRestore:
            self = .badInput(error.description)
        case .invalidDailyReminder:
            self = .badInput(error.description)
        case .reminderNotScheduled, .reminderNotCancelled, .storage, .invalidSettingsFile, .settingsFile,
            .dailyReminderNotApplied:
            self = .failure(error.description)
        }
    }

    /// The message for the user.
    public var description: String {
        switch self {
        case .usage(let message), .badInput(let message), .failure(let message): message
        }
    }

    /// The exit status that goes with the error: 2 for usage and bad input, 1 for a failure.
    public var exitCode: ExitCode {
        switch self {
        case .usage, .badInput: .usage
        case .failure: .failure
        }
    }
}
