import CGtk
import ChecklistsPresentation
import Foundation
import Translations

/// Add Account, from data/ui/AddAccountDialog.ui: the server, the user name and the
/// password; Next checks them with the server ("Checking…", while the window goes on), then
/// shows the task lists found there, each ticked, and Add adds the account with the ticked
/// ones. What went wrong shows as one sentence, and the fields stay editable; editing one
/// after the check asks for Next again. A certificate the system does not trust shows its
/// fingerprint and a box to trust it: ticked, Next asks again trusting that certificate
/// alone, and Add pins it for the account; changing the server forgets it.
final class AddAccountDialog {
    /// What the server answered to Next.
    enum Probe {
        /// The account's URL and its task lists (none: Add makes one).
        case found(url: String, lists: [String])
        /// Why not.
        case failed(AccountProblem)
    }

    private let builder: Builder
    private let dialog: UnsafeMutablePointer<GtkDialog>
    private let entries: [UnsafeMutablePointer<GtkEntry>]
    private let nextButton: UnsafeMutablePointer<GtkButton>
    private let checkingBox: UnsafeMutablePointer<GtkWidget>
    private let checkingLabel: UnsafeMutablePointer<GtkLabel>
    private let spinner: UnsafeMutablePointer<GtkSpinner>
    private let listsHeading: UnsafeMutablePointer<GtkWidget>
    private let listsBox: UnsafeMutablePointer<GtkContainer>
    private let messageLabel: UnsafeMutablePointer<GtkLabel>
    private let trustCheck: UnsafeMutablePointer<GtkToggleButton>
    /// The fingerprint of the certificate the server showed, while the trust box offers it.
    private var offeredCertificate: String?
    /// The checked form and what the server answered, once Next found the account.
    private var found: (form: AccountForm, url: String, lists: [(String, UnsafeMutablePointer<GtkToggleButton>)])?
    private var isBusy = false
    private var isClosed = false

    /// Checks the form with the server; calls back on the main loop.
    var onProbe: (AccountForm, @escaping (Probe) -> Void) -> Void = { _, _ in }
    /// Adds the account at the URL with the lists (nil: make one); calls back on the main
    /// loop with nil when it was added, else why not.
    var onAdd: (AccountForm, String, [String]?, @escaping (AccountProblem?) -> Void) -> Void = { _, _, _, _ in }
    /// The user name an address implies (`ServiceDiscovery.user(implied:)`).
    var impliedUser: (String) -> String? = { _ in nil }

    /// Builds the dialog over `parent`.
    init(parent: UnsafeMutablePointer<GtkWindow>) throws {
        let builder = try Builder("AddAccountDialog")
        self.builder = builder
        dialog = try builder.object("dialog")
        entries = try ["server_entry", "user_entry", "password_entry"].map { try builder.object($0) }
        nextButton = try builder.object("next_button")
        checkingBox = try builder.widget("checking_box")
        checkingLabel = try builder.object("checking_label")
        spinner = try builder.object("spinner")
        listsHeading = try builder.widget("lists_heading")
        listsBox = try builder.object("lists_box")
        messageLabel = try builder.object("message_label")
        trustCheck = try builder.object("trust_check")
        gtk_window_set_transient_for(GObjectCast.cast(dialog), parent)
        for entry in entries { Signal.connect(entry, "changed") { [self] in forgetFound() } }
        Signal.connect(entries[0], "changed") { [self] in offerCertificate(nil) }
        Signal.connect(trustCheck, "toggled") { [self] in forgetFound() }
        Signal.connect(dialog, "destroy") { [weak self] in self?.isClosed = true }
        Signal.connect(dialog, "response") { [self] (response: Int32) in
            guard response == GTK_RESPONSE_OK.rawValue else {
                gtk_widget_destroy(GObjectCast.widget(dialog))
                return
            }
            if !isBusy { found == nil ? check() : add() }
        }
    }

    /// Shows the dialog with the keyboard on the server field.
    func present() {
        gtk_widget_show(GObjectCast.widget(dialog))
        gtk_widget_grab_focus(GObjectCast.widget(entries[0]))
    }

    private func text(_ index: Int) -> String { String(cString: gtk_entry_get_text(entries[index])) }

    private func check() {
        var form: AccountForm
        do {
            form = try AccountForm.checked(
                server: text(0), user: text(1), password: text(2), impliedUser: impliedUser)
        } catch {
            show(error)
            return
        }
        if gtk_toggle_button_get_active(trustCheck) != 0 { form.certificate = offeredCertificate }
        busy(tr("Checking…"))
        onProbe(form) { [weak self] probe in
            guard let self, !isClosed else { return }
            idle()
            switch probe {
            case .failed(.untrustedCertificate(let host, let fingerprint?)):
                // A question to the user more than an error: in plain text, which reads in
                // every theme.
                offerCertificate(fingerprint)
                show(.untrustedCertificate(host: host, fingerprint: fingerprint), isError: false)
            case .failed(let problem): show(problem)
            case .found(let url, let lists): showLists(lists, url: url, form: form)
            }
        }
    }

    private func add() {
        guard let found else { return }
        let ticked = found.lists.filter { gtk_toggle_button_get_active($0.1) != 0 }.map(\.0)
        guard found.lists.isEmpty || !ticked.isEmpty else {
            show(.noListChosen)
            return
        }
        busy(tr("Adding the account and syncing…"))
        onAdd(found.form, found.url, found.lists.isEmpty ? nil : ticked) { [weak self] problem in
            guard let self, !isClosed else { return }
            idle()
            if let problem {
                show(problem)
            } else {
                gtk_widget_destroy(GObjectCast.widget(dialog))
            }
        }
    }

    /// The lists found, each ticked, and Add; or the offer to make one.
    private func showLists(_ lists: [String], url: String, form: AccountForm) {
        let checks = lists.compactMap { name -> (String, UnsafeMutablePointer<GtkToggleButton>)? in
            guard let check = gtk_check_button_new_with_label(name) else { return nil }
            gtk_toggle_button_set_active(GObjectCast.cast(check), 1)
            gtk_container_add(listsBox, check)
            return (name, GObjectCast.cast(check))
        }
        found = (form, url, checks)
        gtk_widget_show_all(GObjectCast.widget(listsBox))
        gtk_widget_set_visible(listsHeading, lists.isEmpty ? 0 : 1)
        gtk_widget_set_visible(GObjectCast.widget(listsBox), lists.isEmpty ? 0 : 1)
        gtk_button_set_label(nextButton, tr("_Add"))
        if lists.isEmpty { show(.noTaskLists, isError: false) }
        if let first = checks.first { gtk_widget_grab_focus(GObjectCast.widget(first.1)) }
    }

    /// Shows the box that trusts the certificate of `fingerprint`, unticked, or hides it
    /// (nil). A certificate offered again after it was ticked (the same one) stays ticked.
    private func offerCertificate(_ fingerprint: String?) {
        guard !isBusy else { return }
        if fingerprint != offeredCertificate { gtk_toggle_button_set_active(trustCheck, 0) }
        offeredCertificate = fingerprint
        gtk_widget_set_visible(GObjectCast.widget(trustCheck), fingerprint == nil ? 0 : 1)
    }

    /// A field changed after Next: the lists found no longer hold.
    private func forgetFound() {
        guard !isBusy else { return }
        DialogResponse.show(nil, in: messageLabel)
        guard found != nil else { return }
        found = nil
        Containers.forEachChild(listsBox) { gtk_widget_destroy($0) }
        gtk_widget_hide(listsHeading)
        gtk_widget_hide(GObjectCast.widget(listsBox))
        gtk_button_set_label(nextButton, tr("_Next"))
    }

    private func busy(_ note: String) {
        isBusy = true
        DialogResponse.show(nil, in: messageLabel)
        gtk_label_set_text(checkingLabel, note)
        gtk_widget_show(checkingBox)
        gtk_spinner_start(spinner)
        for entry in entries { gtk_editable_set_editable(OpaquePointer(entry), 0) }
        gtk_widget_set_sensitive(GObjectCast.widget(nextButton), 0)
        gtk_widget_set_sensitive(GObjectCast.widget(trustCheck), 0)
    }

    private func idle() {
        isBusy = false
        gtk_spinner_stop(spinner)
        gtk_widget_hide(checkingBox)
        for entry in entries { gtk_editable_set_editable(OpaquePointer(entry), 1) }
        gtk_widget_set_sensitive(GObjectCast.widget(nextButton), 1)
        gtk_widget_set_sensitive(GObjectCast.widget(trustCheck), 1)
    }

    private func show(_ problem: AccountProblem, isError: Bool = true) {
        let style = gtk_widget_get_style_context(GObjectCast.widget(messageLabel))
        if isError {
            gtk_style_context_add_class(style, "error")
        } else {
            gtk_style_context_remove_class(style, "error")
        }
        DialogResponse.show(problem.description, in: messageLabel)
    }
}
