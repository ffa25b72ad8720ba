import ChecklistsSync
import Translations

extension SyncOutput {
    /// One account of `account online --json`.
    struct OnlineAccountEntry: Encodable {
        /// Online Accounts' id: what `account add --online-account` takes.
        var id: String
        /// The provider, such as "Nextcloud".
        var provider: String
        /// How the desktop names the account.
        var account: String
        /// The user name on the server.
        var user: String
        /// Where its calendars are.
        var url: String
    }

    /// The table of `account online`; a sentence when there is none.
    static func onlineAccountsTable(_ accounts: [OnlineAccount]) -> String {
        guard !accounts.isEmpty else { return tr("No online accounts with calendars to add.") + "\n" }
        var table = TextTable(header: [
            trc("table heading", "ID"), trc("table heading", "PROVIDER"), trc("table heading", "ACCOUNT"),
            trc("table heading", "URL"),
        ])
        table.rows = accounts.map { [$0.id, $0.provider, $0.presentationIdentity, $0.calendarURL] }
        return table.text
    }

    /// The array of `account online --json`.
    static func onlineAccountsJSON(_ accounts: [OnlineAccount]) throws(CommandLineError) -> String {
        try JSONArray.text(
            accounts.map {
                OnlineAccountEntry(
                    id: $0.id, provider: $0.provider, account: $0.presentationIdentity, user: $0.user,
                    url: $0.calendarURL)
            })
    }
}
