import ChecklistsSync
import Foundation
import Translations

extension CommandRunner {
    /// Runs `account add|list|remove` and `sync`.
    func executeAccount(_ action: AccountAction) throws(CommandLineError) {
        let engine = try syncing { try openSync { message in output.standardError("checklists: \(message)\n") } }
        switch action {
        case .add(let url, let user, let lists):
            let password = try syncing { try readPassword(url, user) }
            let report = try syncing { try engine.addAccount(url: url, user: user, password: password, lists: lists) }
            let names = try syncing { try engine.accounts() }.first { $0.url == url }?.lists ?? []
            output.standardOutput(tr("Added %s for %s, syncing: %s", url, user, names.joined(separator: ", ")) + "\n")
            try finish(report, json: false)
        case .list(let json):
            let accounts = try syncing { try engine.accounts() }
            output.standardOutput(
                json
                    ? try SyncOutput.accountsJSON(accounts, in: timeZone)
                    : SyncOutput.accountsTable(accounts, in: timeZone))
        case .remove(let url):
            try syncing { try engine.removeAccount(url: url) }
        case .sync(let json):
            try finish(engine.syncAll(), json: json)
        }
    }

    /// Prints a sync's report; a failed account is one line on standard error and exit 1.
    private func finish(_ report: SyncReport, json: Bool) throws(CommandLineError) {
        output.standardOutput(json ? try SyncOutput.reportJSON(report) : SyncOutput.reportLines(report))
        guard let first = report.failures.first else { return }
        for failure in report.failures.dropFirst() {
            output.standardError("checklists: " + tr("cannot sync %s: %s", failure.account, failure.message) + "\n")
        }
        throw .failure(tr("cannot sync %s: %s", "\(first.account)", "\(first.message)"))
    }

    /// Runs a sync call; its errors become exit 2 (the user's input) or 1 (the server, the
    /// keyring, the store).
    private func syncing<T>(_ body: () throws -> T) throws(CommandLineError) -> T {
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
