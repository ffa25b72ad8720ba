import CGtk
import ChecklistsPresentation
import ChecklistsSync
import Foundation

extension MainWindow {
    /// How long "Synced at …" stays in the bar, in seconds.
    static let syncedNoteSeconds: guint = 4

    /// Offers Sync Now (`win.sync-now`, in the main menu and on Ctrl+R), which `syncNow` does.
    func addSyncAction(_ syncNow: @escaping () -> Void) {
        self.syncNow = syncNow
        Actions.add(to: window, name: "sync-now", syncNow)
    }

    /// A sync started: the bar says so.
    func showSyncStarted() {
        context.banner.show(WindowWords.syncing)
    }

    /// A long sync goes on: the bar says how far ("Syncing… fetched 200 of 5000 tasks").
    func showSyncProgress(_ note: String) {
        context.banner.show(WindowWords.syncProgress(note))
    }

    /// A sync ended: the bar says when, for a moment; or why it failed, with Retry, until
    /// the next sync; which items were merged and what was left alone on the servers, until
    /// closed. The window shows what the sync changed, and so does Settings' Accounts
    /// section when open. A sync without any account (the last was removed) says nothing.
    func show(_ report: SyncReport, retry: @escaping () -> Void) {
        if report.added + report.updated + report.deleted + report.merged > 0 { reload() }
        showAccountsSynced()
        guard report.accounts > 0 || !report.succeeded else {
            context.banner.hide()
            return
        }
        var lines: [String] = []
        if !report.succeeded {
            let messages =
                report.failures.count == 1
                ? report.failures.map(\.message) : report.failures.map { "\($0.account): \($0.message)" }
            lines.append(WindowWords.syncFailed(messages))
        }
        if !report.mergedItems.isEmpty { lines.append(WindowWords.mergedChanges(report.mergedItems)) }
        lines += report.leftAlone
        guard !lines.isEmpty else {
            context.banner.show(
                WindowWords.syncedAt(context.dates.time(report.finished)), seconds: Self.syncedNoteSeconds)
            return
        }
        let action =
            report.succeeded
            ? nil
            : Banner.Action(
                label: WindowWords.retrySync, accessibleName: WindowWords.retrySyncDescription, perform: retry)
        context.banner.show(
            lines.joined(separator: "\n"), type: report.succeeded ? GTK_MESSAGE_INFO : GTK_MESSAGE_ERROR,
            action: action)
    }
}
