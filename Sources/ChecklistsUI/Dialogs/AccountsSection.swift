import CGtk
import ChecklistsPresentation
import Foundation
import Translations

/// Settings' Accounts section: a row for each account (its server, user, checklists and
/// last sync, and Remove), a row offering each account of the desktop's Online Accounts not
/// used yet (and Use), a line saying what was just done, Sync Now and Add Account…. What
/// its buttons do takes effect at once, not on Save.
final class AccountsSection {
    private let box: UnsafeMutablePointer<GtkContainer>
    private let message: UnsafeMutablePointer<GtkLabel>
    private let syncNowButton: UnsafeMutablePointer<GtkWidget>

    /// Runs on Sync Now.
    var onSyncNow: () -> Void = {}
    /// Runs on Add Account….
    var onAdd: () -> Void = {}
    /// Runs on a row's Remove, with the account's URL.
    var onRemove: (String) -> Void = { _ in }
    /// Runs on an offer's Use, with the Online Accounts id.
    var onUseOnline: (String) -> Void = { _ in }
    /// The offers shown under the accounts.
    private var offers: [OnlineAccountOffer] = []
    /// The accounts shown.
    private var rows: [AccountRow] = []

    /// The section inside the Settings dialog's `builder`.
    init(builder: Builder) throws {
        box = try builder.object("accounts_box")
        message = try builder.object("accounts_message")
        syncNowButton = try builder.widget("sync_now_button")
        try builder.onClicked([
            "sync_now_button": { [unowned self] in onSyncNow() }, "add_account_button": { [unowned self] in onAdd() },
        ])
    }

    /// Shows `rows`, one an account, or a line saying there is none (Sync Now then has
    /// nothing to do and is off); the offers stay.
    func show(_ rows: [AccountRow]) {
        self.rows = rows
        rebuild()
    }

    /// Shows `offers` under the accounts; the accounts stay.
    func offer(_ offers: [OnlineAccountOffer]) {
        guard offers != self.offers else { return }
        self.offers = offers
        rebuild()
    }

    private func rebuild() {
        Containers.forEachChild(box) { gtk_widget_destroy($0) }
        if rows.isEmpty,
            let none = Self.label(tr("No accounts: Add Account… syncs your checklists with a CalDAV server."))
        {
            gtk_container_add(box, none)
        }
        for row in rows { gtk_container_add(box, self.row(row)) }
        for offer in offers { gtk_container_add(box, self.row(offer)) }
        gtk_widget_set_sensitive(syncNowButton, rows.isEmpty ? 0 : 1)
        gtk_widget_show_all(GObjectCast.widget(box))
    }

    /// Shows what was just done, or why it failed; nil hides the line.
    func note(_ text: String?, isError: Bool = false) {
        let style = gtk_widget_get_style_context(GObjectCast.widget(message))
        if isError {
            gtk_style_context_add_class(style, "error")
        } else {
            gtk_style_context_remove_class(style, "error")
        }
        DialogResponse.show(text, in: message)
    }

    /// A sync ended: the line no longer says "Syncing…" (the rows say how it went); any
    /// other line stays.
    func syncEnded() {
        guard String(cString: gtk_label_get_text(message)) == WindowWords.syncing else { return }
        DialogResponse.show(nil, in: message)
    }

    private func row(_ row: AccountRow) -> UnsafeMutablePointer<GtkWidget> {
        let line: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)
        let texts: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)
        for (text, style) in [
            (row.server, nil), (row.user, "dim-label"), (row.lists, "dim-label"),
            (row.lastSync, row.failed ? "error" : "dim-label"),
        ] {
            guard let label = Self.label(text) else { continue }
            if let style { gtk_style_context_add_class(gtk_widget_get_style_context(label), style) }
            gtk_container_add(GObjectCast.cast(texts), label)
        }
        gtk_box_pack_start(GObjectCast.cast(line), texts, 1, 1, 0)
        let url = row.server
        Self.addButton(tr("Remove"), named: row.removeName, to: line) { [unowned self] in onRemove(url) }
        return line
    }

    private func row(_ offer: OnlineAccountOffer) -> UnsafeMutablePointer<GtkWidget> {
        let line: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)
        if let label = Self.label(offer.sentence) { gtk_box_pack_start(GObjectCast.cast(line), label, 1, 1, 0) }
        let id = offer.id
        Self.addButton(tr("Use"), named: offer.useName, to: line) { [unowned self] in onUseOnline(id) }
        return line
    }

    /// Puts a button labelled `label` at the end of `line`, with an accessible name that
    /// says which account it acts on.
    private static func addButton(
        _ label: String, named name: String, to line: UnsafeMutablePointer<GtkWidget>, action: @escaping () -> Void
    ) {
        guard let button = gtk_button_new_with_label(label) else { return }
        gtk_widget_set_valign(button, GTK_ALIGN_CENTER)
        atk_object_set_name(gtk_widget_get_accessible(button), name)
        Signal.connect(button, "clicked", action)
        gtk_box_pack_end(GObjectCast.cast(line), button, 0, 0, 0)
    }

    private static func label(_ text: String) -> UnsafeMutablePointer<GtkWidget>? {
        guard let label = gtk_label_new(text) else { return nil }
        gtk_label_set_xalign(GObjectCast.cast(label), 0)
        gtk_label_set_line_wrap(GObjectCast.cast(label), 1)
        gtk_label_set_max_width_chars(GObjectCast.cast(label), 48)
        return label
    }
}
