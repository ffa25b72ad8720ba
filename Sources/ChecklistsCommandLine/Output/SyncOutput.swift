import ChecklistsSync
import Foundation
import Translations

/// What `account list` and `sync` print.
enum SyncOutput {
    /// One account in `account list --json`.
    struct AccountEntry: Encodable {
        /// The server's URL.
        var url: String
        /// The user name.
        var user: String
        /// The checklists it syncs.
        var lists: [String]
        /// The last successful sync, ISO 8601, or null.
        var lastSync: String?
        /// Why the last sync failed, or null.
        var lastError: String?
        /// The SHA-256 fingerprint of the one certificate trusted for the server, or null.
        var certificate: String?
        /// The GNOME Online Accounts id whose password it uses, or null.
        var onlineAccount: String?

        private enum CodingKeys: String, CodingKey {
            case url, user, lists, lastSync, lastError, certificate, onlineAccount
        }

        /// Writes every key, the optional ones as null when absent.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(url, forKey: .url)
            try container.encode(user, forKey: .user)
            try container.encode(lists, forKey: .lists)
            try container.encode(lastSync, forKey: .lastSync)
            try container.encode(lastError, forKey: .lastError)
            try container.encode(certificate, forKey: .certificate)
            try container.encode(onlineAccount, forKey: .onlineAccount)
        }
    }

    /// `sync --json`.
    struct ReportEntry: Encodable {
        /// Counts.
        var added, updated, deleted, merged, accounts: Int
        /// The merged items' texts.
        var mergedItems: [String]
        /// The hrefs of the tasks that could not be read.
        var unreadable: [String]
        /// How many events were left alone.
        var skippedEvents: Int
        /// The accounts that failed.
        var failures: [FailureEntry]
    }

    /// One failed account.
    struct FailureEntry: Encodable {
        /// The account's URL.
        var account: String
        /// Why.
        var message: String
    }

    /// The table of `account list`; a sentence when there is no account.
    static func accountsTable(_ accounts: [SyncAccountStatus], in zone: TimeZone) -> String {
        guard !accounts.isEmpty else { return tr("No accounts.") + "\n" }
        var table = TextTable(header: [
            trc("table heading", "URL"), trc("table heading", "USER"), trc("table heading", "LISTS"),
            trc("table heading", "LAST SYNC"), trc("table heading", "LAST ERROR"),
        ])
        table.rows = accounts.map {
            [
                $0.url, $0.user, $0.lists.joined(separator: ", "),
                $0.lastSync.map { String(DateText.local($0, in: zone).dropLast(3)) } ?? trc("table cell", "never"),
                $0.lastError ?? "",
            ]
        }
        return table.text
    }

    /// The array of `account list --json`.
    static func accountsJSON(_ accounts: [SyncAccountStatus], in zone: TimeZone) throws(CommandLineError) -> String {
        try JSONArray.text(
            accounts.map {
                AccountEntry(
                    url: $0.url, user: $0.user, lists: $0.lists,
                    lastSync: $0.lastSync.map { DateText.iso8601($0, in: zone) },
                    lastError: $0.lastError, certificate: $0.certificate, onlineAccount: $0.onlineAccount)
            })
    }

    /// The line of `sync`, one naming the merged items when there are any, and one for each
    /// kind of resource left alone on the servers.
    static func reportLines(_ report: SyncReport) -> String {
        let counts = tr(
            "%1$d added, %2$d updated, %3$d deleted, %4$d merged", "\(report.added)", "\(report.updated)",
            "\(report.deleted)", "\(report.merged)")
        var text = trn("Synced %1$d account: %2$s", "Synced %1$d accounts: %2$s", report.accounts, counts) + "\n"
        if !report.mergedItems.isEmpty {
            text += tr("Merged (changed on both sides): %s", report.mergedItems.joined(separator: ", ")) + "\n"
        }
        return text + report.leftAlone.map { $0 + "\n" }.joined()
    }

    /// The object of `sync --json`.
    static func reportJSON(_ report: SyncReport) throws(CommandLineError) -> String {
        let entry = ReportEntry(
            added: report.added, updated: report.updated, deleted: report.deleted, merged: report.merged,
            accounts: report.accounts, mergedItems: report.mergedItems, unreadable: report.unreadable,
            skippedEvents: report.skippedEvents,
            failures: report.failures.map { FailureEntry(account: $0.account, message: $0.message) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(entry), as: UTF8.self) + "\n"
        } catch {
            throw .failure(tr("cannot write JSON: %s", "\(error)"))
        }
    }
}
