import ChecklistsModel
import ChecklistsSync
import Foundation
import LocalNotifications
import RemindersAPI
import RemindersClient
import Translations

/// Runs `checklists`: parses the arguments, asks remindd or the checklists model, prints,
/// and returns the exit status.
///
/// Results and help go to standard output; every error is one line on standard error,
/// "checklists: MESSAGE". The composition root hands in remindd's client, the clock, and
/// how to open the model and the daily reminder; the runner opens nothing itself.
public struct CommandRunner {
    /// remindd, or a test double.
    public var service: any RemindersClientProtocol
    /// Where output goes.
    public var output: OutputStreams
    /// The clock, read once per run.
    public var now: () -> Date
    /// The user's time zone, for reading and printing local dates.
    public var timeZone: TimeZone
    /// Makes a request identifier when `--id` is not given.
    public var makeIdentifier: () -> String
    /// The app whose notifications the commands manage.
    public var appIdentifier = ChecklistsApp.identifier
    /// Opens the checklists model; only the checklist commands call it, once per run. It
    /// gets `report`, which prints a problem it recovered from (such as a file that was not
    /// a database, moved aside) as one line on standard error.
    public var openModel: (_ report: @escaping (String) -> Void) throws -> ChecklistsModel
    /// Makes the daily reminder's controller; only `daily-reminder` calls it, once per run.
    public var makeDailyReminder: () -> DailyReminderController
    /// Opens the CalDAV sync (with its own model over the checklists database); only
    /// `account` and `sync` call it, once per run. It gets `report`, as `openModel` does.
    public var openSync: (_ report: @escaping (String) -> Void) throws -> SyncEngine = { _ in
        throw CommandLineError.failure(tr("this build cannot sync"))
    }
    /// Reads an account's password (URL, user name): from standard input, or asked for on
    /// the terminal; never from the command line.
    public var readPassword: (_ url: String, _ user: String) throws -> String = { _, _ in
        throw CommandLineError.failure(tr("no password can be read here"))
    }
    /// Reads all of standard input, for `import -`.
    public var readStandardInput: () -> Data = { FileHandle.standardInput.readDataToEndOfFile() }

    /// Creates a runner.
    public init(
        service: any RemindersClientProtocol, output: OutputStreams = .live, now: @escaping () -> Date,
        timeZone: TimeZone, makeIdentifier: @escaping () -> String = { UUID().uuidString.lowercased() },
        openModel: @escaping (_ report: @escaping (String) -> Void) throws -> ChecklistsModel,
        makeDailyReminder: @escaping () -> DailyReminderController
    ) {
        self.service = service
        self.output = output
        self.now = now
        self.timeZone = timeZone
        self.makeIdentifier = makeIdentifier
        self.openModel = openModel
        self.makeDailyReminder = makeDailyReminder
    }

    /// Runs the command in `arguments` (without the program name) and returns its exit status.
    public func run(_ arguments: [String]) -> ExitCode {
        do throws(CommandLineError) {
            let parser = CommandParser(now: now(), timeZone: timeZone, makeIdentifier: makeIdentifier)
            return try execute(try parser.parse(arguments))
        } catch {
            output.standardError("checklists: \(Self.oneLine(error.description))\n")
            return error.exitCode
        }
    }

    /// Does what a parsed command asks: each command runs as its `VerbDefinition` says.
    public func execute(_ command: Command) throws(CommandLineError) -> ExitCode {
        switch command {
        case .help(let text):
            output.standardOutput(text)
        case .launchApp:
            output.standardError(HelpText.main)
            return .usage
        case .notify(let request): try NotifyVerb.run(request, with: self)
        case .pending(let json): try PendingVerb.run(json: json, with: self)
        case .delivered(let json): try DeliveredVerb.run(json: json, with: self)
        case .cancel(let selection): try CancelVerb.run(selection, with: self)
        case .clearDelivered(let selection): try ClearDeliveredVerb.run(selection, with: self)
        case .lists(let json): try ListsVerb.run(json: json, with: self)
        case .newList(let name): try NewListVerb.run(name, with: self)
        case .renameList(let name, let newName): try RenameListVerb.run(name, to: newName, with: self)
        case .removeList(let name): try RemoveListVerb.run(name, with: self)
        case .add(let item): try AddVerb.run(item, with: self)
        case .items(let list, let json): try ItemsVerb.run(list: list, json: json, with: self)
        case .edit(let id, let edit): try EditVerb.run(id, edit, with: self)
        case .check(let id): try CheckVerb.run(id, with: self)
        case .uncheck(let id): try UncheckVerb.run(id, with: self)
        case .remove(let id): try RemoveVerb.run(id, with: self)
        case .export(let file, let list): try ExportVerb.run(file: file, list: list, with: self)
        case .import(let file, let list): try ImportVerb.run(file: file, list: list, with: self)
        case .dailyReminder(let action): try DailyReminderVerb.run(action, with: self)
        case .account(let action): try AccountVerb.run(action, with: self)
        }
        return .success
    }

    /// Reads a listing a page at a time and writes it as one JSON array as it comes; once a
    /// page came full, the next two are asked for while one is written, so that remindd
    /// always has the next page to build while the one before is on its way (a listing of
    /// one page is one call).
    func streamJSON<Entry>(
        _ read: @escaping (PageOptions) throws(RemindersClientError) -> [Entry],
        text: ([Entry]) throws(CommandLineError) -> String
    ) throws(CommandLineError) {
        var stream = JSONArrayStream(write: output.standardOutput)
        var asked: [PagePrefetch<Entry>] = []
        var next = PageOptions()
        func ask() {
            let prefetch = PagePrefetch(read)
            prefetch.start(next)
            asked.append(prefetch)
            next.offset += next.limit
        }
        ask()
        while true {
            let prefetch = asked.removeFirst()
            let entries = try client { () throws(RemindersClientError) in try prefetch.wait() }
            let last = entries.count < next.limit
            while !last, asked.count < 2 { ask() }
            stream.append(try text(entries))
            if last { break }
        }
        stream.finish()
    }

    /// Prints one of remindd's listings: as JSON read a page at a time (`page`, written by
    /// `json`), or as a table (`table`) of every entry (`all`).
    func printListing<Page, Entry>(
        asJSON: Bool, page: @escaping (PageOptions) throws(RemindersClientError) -> [Page],
        all: () throws(RemindersClientError) -> [Entry], json: ([Page]) throws(CommandLineError) -> String,
        table: ([Entry]) -> String
    ) throws(CommandLineError) {
        if asJSON {
            try streamJSON(page, text: json)
        } else {
            output.standardOutput(table(try client(all)))
        }
    }

    /// Runs a call to remindd, carrying its error over.
    func client<Result>(_ call: () throws(RemindersClientError) -> Result) throws(CommandLineError) -> Result {
        do {
            return try call()
        } catch {
            throw CommandLineError(error)
        }
    }

    /// The message on one short, printable line: line breaks and tabs become spaces, other
    /// control characters their escaped form (\u{1B}), so that an echoed argument cannot
    /// drive the terminal; a word longer than `longestWord` characters (a 100 KB argument
    /// quoted back) is cut, saying how long it was.
    static func oneLine(_ message: String) -> String {
        var flat = ""
        for scalar in message.unicodeScalars {
            switch scalar {
            case "\n", "\r", "\t", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}": flat.append(" ")
            case _ where scalar.properties.generalCategory == .control: flat += scalar.escaped(asASCII: true)
            default: flat.unicodeScalars.append(scalar)
            }
        }
        return flat.split(separator: " ", omittingEmptySubsequences: false).map { word in
            word.count > longestWord ? "\(word.prefix(60))…(\(word.count) characters)" : String(word)
        }.joined(separator: " ")
    }

    /// The longest word `oneLine` leaves whole.
    static let longestWord = 200
}
