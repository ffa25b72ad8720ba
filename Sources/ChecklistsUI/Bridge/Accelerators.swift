import CGtk
import Foundation

/// Keyboard shortcuts for application and window actions.
enum Accelerators {
    /// Binds `keys` (such as "<Control>n") to `action` (such as "win.new-item").
    static func set(_ application: UnsafeMutablePointer<GtkApplication>, action: String, keys: [String]) {
        var list: [UnsafePointer<CChar>?] = keys.map { UnsafePointer(strdup($0)) } + [nil]
        gtk_application_set_accels_for_action(application, action, &list)
        for pointer in list { free(UnsafeMutablePointer(mutating: pointer)) }
    }
}
