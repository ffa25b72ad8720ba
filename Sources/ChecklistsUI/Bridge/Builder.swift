import CGtk
import Foundation
import Translations

/// A GtkBuilder file from data/ui, with typed access to its objects.
final class Builder {
    private let builder: UnsafeMutablePointer<GtkBuilder>
    /// The file's name, for messages.
    let name: String

    /// Loads `data/ui/NAME.ui` (read from disk once, then from memory: rows are built
    /// thousands of times).
    init(_ name: String) throws {
        self.name = name
        let text = try UIFiles.contents(of: "\(name).ui")
        builder = gtk_builder_new()
        // The labels marked translatable="yes" come from the app's catalogue.
        gtk_builder_set_translation_domain(builder, Translations.domain)
        var error: UnsafeMutablePointer<GError>?
        guard gtk_builder_add_from_string(builder, text, gsize.max, &error) != 0 else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_error_free(error)
            g_object_unref(builder)
            throw UIError.badInterface("\(name).ui: \(message)")
        }
    }

    deinit { g_object_unref(builder) }

    /// The object with this id, as `T`.
    func object<T>(_ id: String) throws -> UnsafeMutablePointer<T> {
        guard let object = gtk_builder_get_object(builder, id) else {
            throw UIError.badInterface("\(name).ui has no object \"\(id)\"")
        }
        return GObjectCast.cast(object)
    }

    /// The widget with this id.
    func widget(_ id: String) throws -> UnsafeMutablePointer<GtkWidget> {
        try object(id)
    }

    /// Runs each handler when the button with its id is clicked.
    func onClicked(_ handlers: KeyValuePairs<String, () -> Void>) throws {
        for (id, handler) in handlers {
            let button: UnsafeMutablePointer<GtkButton> = try object(id)
            Signal.connect(button, "clicked", handler)
        }
    }
}
