import CGtk
import ChecklistsPresentation
import ChecklistsSync
import Foundation

extension MainWindow {
    /// Fills Settings' Accounts section and wires its buttons: Sync Now, Remove and Add
    /// Account… act at once, their network work off the GTK thread.
    func showAccounts(in dialog: SettingsDialog) {
        settingsDialog = dialog
        let section = dialog.accounts
        section.onSyncNow = { [unowned self] in
            guard let syncNow else { return }
            self.note(WindowWords.syncing)
            syncNow()
        }
        section.onAdd = { [unowned self] in openAddAccount() }
        section.onUseOnline = { [unowned self] id in
            accounts.addOnline(id: id) { [weak self] result in
                switch result {
                case .success(let added): self?.accountAdded(added.url, report: added.report)
                case .failure(let error): self?.note(error.description, isError: true)
                }
            }
        }
        section.onRemove = { [unowned self] url in
            accounts.remove(url: url) { [weak self] result in
                switch result {
                case .success:
                    self?.note(AccountNotes.removed(url))
                    self?.refreshAccounts()
                    self?.reload()
                case .failure(let error):
                    self?.note(error.description, isError: true)
                }
            }
        }
        refreshAccounts()
    }

    /// A sync ended: the open Accounts section shows the accounts as they are now.
    func showAccountsSynced() {
        guard let dialog = settingsDialog, !dialog.isClosed else { return }
        dialog.accounts.syncEnded()
        refreshAccounts()
    }

    /// Shows the accounts as they are stored now in the open Settings dialog, if any.
    func refreshAccounts() {
        guard settingsDialog.map({ !$0.isClosed }) == true else { return }
        accounts.list { [weak self] result in
            guard let self, let dialog = settingsDialog, !dialog.isClosed else { return }
            switch result {
            case .success(let list):
                dialog.accounts.show(
                    list.map {
                        AccountRow(
                            url: $0.url, user: $0.user, lists: $0.lists, lastSync: $0.lastSync,
                            lastError: $0.lastError, dates: context.dates)
                    })
            case .failure(let error):
                dialog.accounts.note(error.description, isError: true)
            }
        }
        accounts.offers { [weak self] offers in
            guard let dialog = self?.settingsDialog, !dialog.isClosed else { return }
            dialog.accounts.offer(
                offers.map { OnlineAccountOffer(id: $0.id, provider: $0.provider, identity: $0.presentationIdentity) })
        }
    }

    /// The line under the accounts, while Settings is open.
    private func note(_ text: String, isError: Bool = false) {
        guard let dialog = settingsDialog, !dialog.isClosed else { return }
        dialog.accounts.note(text, isError: isError)
    }

    private func openAddAccount() {
        guard let settings = settingsDialog, !settings.isClosed else { return }
        do {
            let dialog = try AddAccountDialog(parent: settings.window)
            dialog.impliedUser = { SyncEngine.user(implied: $0) }
            dialog.onProbe = { [unowned self] form, done in
                accounts.probe(form) { result in
                    switch result {
                    case .success(let probe): done(.found(url: probe.url, lists: probe.lists))
                    case .failure(let error): done(.failed(AccountProblem(error)))
                    }
                }
            }
            dialog.onAdd = { [unowned self] form, url, lists, done in
                accounts.add(form, url: url, lists: lists) { [weak self] result in
                    switch result {
                    case .success(let report):
                        done(nil)
                        self?.accountAdded(url, report: report)
                    case .failure(let error):
                        done(AccountProblem(error))
                    }
                }
            }
            dialog.present()
        } catch {
            note("\(error)", isError: true)
        }
    }

    /// An account was added and synced once: the section and the window show it, and the
    /// application syncs from now on.
    private func accountAdded(_ url: String, report: SyncReport) {
        note(
            report.succeeded ? AccountNotes.added(url) : report.failures.map(\.message).joined(separator: "; "),
            isError: !report.succeeded)
        refreshAccounts()
        reload()
        onAccountAdded()
    }
}
