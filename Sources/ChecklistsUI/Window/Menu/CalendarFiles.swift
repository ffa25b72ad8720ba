import CGtk
import ChecklistsICalendar
import ChecklistsModel
import Foundation
import Translations

/// The window's import and export: Import… and Export… in the main menu with the desktop's
/// own file chooser (`GtkFileChooserNative`, the portal's under Flatpak or a sandbox), `.ics`
/// files dropped on the window, and `win.import-file` with a path, which menus, scripts and
/// tests can activate. The result shows in the window's bar.
final class CalendarFiles {
    private let context: WindowContext

    /// Adds the actions `win.import`, `win.export` and `win.import-file` to the context's
    /// window, and takes files dropped on it.
    init(context: WindowContext) {
        self.context = context
        let window = context.window
        Actions.add(to: window, name: "import") { [unowned self] in chooseFileToImport() }
        Actions.add(to: window, name: "export") { [unowned self] in chooseFileToExport() }
        Actions.add(to: window, name: "import-file", parameterType: "s") { [unowned self] parameter in
            guard let parameter else { return }
            importFile(String(cString: g_variant_get_string(parameter, nil)))
        }
        acceptDroppedFiles()
    }

    /// Imports the iCalendar file at `path` into the checklists it names, all or none, and
    /// says in the bar what was added, updated and skipped, or what was wrong.
    private func importFile(_ path: String) {
        let name = URL(fileURLWithPath: path).lastPathComponent
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe)
            guard let text = String(data: data, encoding: .utf8) else {
                throw ICalendarError(line: 0, tr("it is not UTF-8 text"))
            }
            let summary = try ICalendarTransfer.importText(
                text, list: nil, into: context.model, zone: context.clock.timeZone, now: context.clock.now)
            context.onLocalEdit()
            context.reload()
            if let failure = summary.reminderFailure {
                context.banner.show(
                    tr("Imported “%s”: %s. %s", name, summary.line, "\(failure)"), type: GTK_MESSAGE_WARNING)
            } else {
                context.banner.show(tr("Imported “%s”: %s.", name, summary.line))
            }
        } catch let error as ICalendarError {
            context.banner.show(
                tr("“%s” was not imported: %s. Nothing was changed.", name, "\(error)"), type: GTK_MESSAGE_ERROR)
        } catch {
            context.banner.show(tr("“%s” was not imported: %s", name, "\(error)"), type: GTK_MESSAGE_ERROR)
        }
    }

    /// Writes every checklist to `path` as iCalendar, replacing the file, and says so.
    private func exportFile(_ path: String) {
        let name = URL(fileURLWithPath: path).lastPathComponent
        do {
            let text = try ICalendarTransfer.exportText(
                list: nil, from: context.model, zone: context.clock.timeZone, now: context.clock.now)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            context.banner.show(tr("Exported every checklist to “%s”.", name))
        } catch {
            context.banner.show(tr("“%s” was not written: %s", name, "\(error)"), type: GTK_MESSAGE_ERROR)
        }
    }

    private func chooseFileToImport() {
        showFileChooser(title: tr("Import Checklists"), action: GTK_FILE_CHOOSER_ACTION_OPEN, accept: tr("_Import")) {
            [unowned self] path in importFile(path)
        }
    }

    private func chooseFileToExport() {
        showFileChooser(title: tr("Export Checklists"), action: GTK_FILE_CHOOSER_ACTION_SAVE, accept: tr("_Export")) {
            [unowned self] path in exportFile(path.hasSuffix(".ics") ? path : path + ".ics")
        }
    }

    /// Shows the desktop's file chooser for iCalendar files; `chosen` gets the path when
    /// the user accepts. The chooser keeps itself until it answers.
    private func showFileChooser(
        title: String, action: GtkFileChooserAction, accept: String, chosen: @escaping (String) -> Void
    ) {
        guard let native = gtk_file_chooser_native_new(title, context.window, action, accept, tr("_Cancel")) else {
            return
        }
        let chooser = native
        let dialog = UnsafeMutablePointer<GtkNativeDialog>(native)
        let filter = gtk_file_filter_new()
        gtk_file_filter_set_name(filter, tr("iCalendar files (.ics)"))
        gtk_file_filter_add_pattern(filter, "*.ics")
        gtk_file_filter_add_mime_type(filter, "text/calendar")
        gtk_file_chooser_add_filter(chooser, filter)
        if action == GTK_FILE_CHOOSER_ACTION_SAVE {
            gtk_file_chooser_set_do_overwrite_confirmation(chooser, 1)
            gtk_file_chooser_set_current_name(chooser, "checklists.ics")
        }
        Signal.connect(dialog, "response") { (response: Int32) in
            if response == GTK_RESPONSE_ACCEPT.rawValue, let file = gtk_file_chooser_get_filename(chooser) {
                let path = String(cString: file)
                g_free(file)
                chosen(path)
            }
            g_object_unref(UnsafeMutableRawPointer(dialog))
        }
        gtk_native_dialog_show(dialog)
    }

    /// Takes `.ics` files dropped on the window (a file manager's `text/uri-list`).
    private func acceptDroppedFiles() {
        var target = GtkTargetEntry(target: strdup("text/uri-list"), flags: 0, info: 0)
        defer { free(target.target) }
        gtk_drag_dest_set(GObjectCast.widget(context.window), GTK_DEST_DEFAULT_ALL, &target, 1, GDK_ACTION_COPY)
        Signal.connectDragData(context.window) { [unowned self] uris in
            for uri in uris where uri.lowercased().hasSuffix(".ics") {
                guard let path = URL(string: uri)?.path else { continue }
                importFile(path)
            }
        }
    }
}
